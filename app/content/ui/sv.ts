/** Interface copy in Swedish. Same keys as the Finnish source (fi.ts). */
import type { Messages } from "./fi";

const sv = {
  meta: {
    cookies: {
      title: "Kakpolicy – Nettilasku",
      description: "Vad Nettilaskus webbplats sparar i din webbläsare, varför och hur länge, och hur du ändrar ditt val.",
    },
    home: {
      title: "Nettilasku – fakturor, avtal och ekonomi för småföretag",
      description:
        "Nätfakturering från {invoicingFromPrice}/mån (exkl. moms), elektronisk underskrift med nätbankskoder, ekonomi och verksamhetsstyrning. Prova gratis i {trialDays} dagar.",
    },
    about: {
      title: "Om oss – Nettilasku",
      description:
        "Vi bygger enkla webbtjänster för småföretag och egenföretagare. Läs om vårt uppdrag, vårt team och varför våra kunder väljer oss.",
    },
    contact: {
      title: "Kontakta oss – Nettilasku",
      description:
        "Kundtjänsten betjänar på finska och engelska vardagar kl. 9–17, per e-post och telefon. Här hittar du kontaktuppgifter och besöksadress i Tammerfors.",
    },
    products: {
      title: "Produkter – Nettilasku",
      description:
        "Sju tjänster för småföretagets vardag: Fakturering, Signering, Ekonomi, Verksamhetsstyrning, CRM, Koppla och KYC. Börja med en och lägg till fler.",
    },
    blog: {
      title: "Blogg – tips om fakturering och ekonomi | Nettilasku",
      description:
        "Praktiska guider för småföretagare: nätfakturering, momsdeklaration, elektronisk underskrift och verksamhetsstyrning – steg för steg.",
    },
    pricing: {
      title: "Priser – Nettilasku",
      description:
        "Se vad Nettilaskus tjänster kostar. Fakturering från {invoicingFromPrice}/mån (exkl. moms) och {trialDays} dagars gratis provperiod utan kreditkort.",
    },
    register: {
      title: "Registrera dig – Nettilasku",
      description:
        "Skapa ett konto och starta {trialDays} dagars gratis provperiod. Välj tjänsten du vill börja med: Fakturering, Signering, Ekonomi eller någon annan.",
    },
    cleaning: {
      title: "Verksamhetsstyrning för städbranschen – Nettilasku",
      description:
        "Kunder, schemaläggning, ruttplanering, tidrapportering och rapporter i samma tjänst för städföretag. Från {cleaningFromPrice}/mån (exkl. moms) – prova gratis i {trialDays} dagar.",
    },
    notFound: {
      title: "Sidan hittades inte – Nettilasku",
      description:
        "Sidan du letar efter hittades inte. Den kan ha flyttats eller tagits bort. Gå tillbaka till startsidan och hitta rätt därifrån.",
    },
    /** Title pattern of blog articles. */
    articleTitle: "{title} | Nettilaskus blogg",
  },
  common: {
    skipToContent: "Hoppa till innehållet",
    newTab: "(öppnas i en ny flik)",
    /** Premium-rate notice; {price} is formatted per locale. */
    phoneNotice: "{price}/min exkl. moms",
    comingSoon: "Kommer snart",
    bookDemo: "Boka en demo",
    breadcrumb: "Brödsmulor",
  },
  nav: {
    label: "Huvudmeny",
    home: "Start",
    products: "Produkter",
    about: "Om oss",
    blog: "Blogg",
    pricing: "Priser",
    contact: "Kontakta oss",
    allProducts: "Alla produkter",
    openMenu: "Öppna menyn",
    closeMenu: "Stäng menyn",
    mobileMenuTitle: "Meny",
    logoLabel: "Nettilasku – till startsidan",
    register: "Registrera dig",
    login: "Logga in",
    callUs: "Ring oss",
  },
  language: {
    label: "Språk",
    choose: "Byt språk",
    finnishOnly: "bara på finska",
  },
  footer: {
    tagline: "Enkla webbtjänster för småföretag och egenföretagare i Finland.",
    products: "Produkter",
    moreProducts: "Fler produkter",
    company: "Företaget",
    blogFeed: "Tips och nyheter i bloggen: följ dess RSS-flöde",
    social: "Följ oss",
    terms: "Användarvillkor och dataskydd",
    cookies: "Inställningar för kakor",
    copyright: "© {year} {entity}. Alla rättigheter förbehållna.",
  },
  consent: {
    label: "Meddelande om kakor",
    /** The notice is three short pieces, so none of them is a page's largest text (its LCP). */
    lead: "Får vi komma ihåg var du kom ifrån?",
    text: "Vi sparar bara det som webbplatsen behöver.",
    marketingNote: "Om du tillåter det noterar vi också annonsen du kom från.",
    policy: "Kakpolicy",
    accept: "Godkänn alla",
    reject: "Avvisa alla",
    settings: "Inställningar",
    settingsTitle: "Inställningar för kakor",
    settingsText:
      "Välj vad vi får spara i din webbläsare. Du kan ändra ditt val när som helst med knappen {button} längst ned på varje sida.",
    necessaryTitle: "Nödvändiga",
    necessaryText: "Ditt val om samtycke och ditt språk. Utan dem kan webbplatsen inte komma ihåg dina val.",
    alwaysOn: "Alltid på",
    marketingTitle: "Marknadsföring",
    marketingText:
      "Vilken annons eller länk du kom från och den första sidan du såg. När du startar en gratis provperiod skickas uppgifterna till registreringssidan, så att vi vet vilka kampanjer som fungerar. Kampanjuppgifterna sparas i {days}.",
    save: "Spara val",
  },
  cookiePolicy: {
    title: "Kakpolicy",
    intro:
      "Webbplatsen sätter inga kakor och använder ingen spårning från tredje part. Den sparar uppgifterna nedan i webbläsarens lokala lagring (localStorage). Nödvändiga uppgifter sparas alltid, uppgifter för marknadsföring bara med ditt samtycke.",
    tableCaption: "Det här sparar webbplatsen i din webbläsare",
    key: "Nyckel",
    category: "Kategori",
    purpose: "Syfte",
    lifetime: "Sparas",
    categories: {
      necessary: "Nödvändig",
      marketing: "Marknadsföring",
    },
    purposes: {
      consent: "Ditt samtycke: vilka kategorier du tillåter, policyns version och när du valde.",
      language: "Språket du valde i språkmenyn.",
      languageBanner: "Att du stängde förslaget att byta språk.",
      utm_params: "Kampanjlänkens UTM-parametrar (källa, medium, kampanj, sökord, innehåll).",
      gclid: "Klick-id:t från Google Ads.",
      last_saved: "När kampanjuppgifterna sparades, så att de raderas i tid.",
      landing_page: "Den första sidan du kom till.",
      referrer: "Sidan du kom till webbplatsen från.",
      registration_page: "Sidan där du började registrera dig.",
    },
    lifetimes: {
      untilCleared: "Tills du tömmer webbläsarens lagring",
      untilWithdrawn: "Tills du återkallar samtycket eller det upphör ({duration})",
    },
    changeTitle: "Ändra ditt val",
    changeText:
      "Du kan ge eller återkalla ditt samtycke när som helst. När du återkallar samtycket till marknadsföring raderas alla uppgifter för marknadsföring från din webbläsare direkt.",
    openSettings: "Öppna inställningar för kakor",
    noScript: "Inställningarna för kakor kräver JavaScript. Utan JavaScript sparar webbplatsen ingenting.",
  },
  home: {
    hero: {
      eyebrow: "Webbtjänster för småföretagare",
      title: "Fakturor, avtal och bokföring på ett ställe",
      subtitle:
        "Skicka nätfakturor, skriv under avtal med nätbankskoder och håll ordning på ekonomin. Börja med {trialDays} dagars gratis provperiod – inget kreditkort behövs.",
      register: "Registrera dig",
      explore: "Utforska produkterna",
    },
    products: {
      title: "Våra produkter",
      subtitle: "Välj den tjänst du behöver nu. Resten kan du lägga till när företaget växer.",
      learnMore: "Läs mer",
    },
    features: {
      title: "Varför Nettilasku?",
      items: [
        {
          title: "Klart på några minuter",
          description: "Skapa ett konto, fyll i företagets uppgifter och skicka din första faktura medan kaffet fortfarande är varmt.",
        },
        {
          title: "Säkert",
          description: "Uppgifterna krypteras och lagras inom EU. Den som skriver under identifierar sig med nätbankskoder.",
        },
        {
          title: "Rimligt pris",
          description: "Du betalar bara för de tjänster du använder. Fakturering från {invoicingFromPrice}/mån (exkl. moms).",
        },
        {
          title: "Hjälp nära till hands",
          description: "Vår kundtjänst i Finland betjänar på finska och engelska vardagar kl. 9–17, per e-post och telefon.",
        },
      ],
    },
    stats: {
      title: "Nettilasku i siffror",
      labels: {
        users: "användare",
        invoices: "skickade fakturor",
        contracts: "underskrivna avtal",
        uptime: "tillgänglighet",
      },
    },
    // Example customers (fictional): replace with real ones, then set testimonials to false in app/content/examples.ts.
    testimonials: {
      title: "Det här säger våra kunder",
      items: [
        {
          content:
            "Förut fakturerade jag i Excel och påminde om betalningar själv. Nu går fakturorna ut som nätfakturor och påminnelserna skickas automatiskt.",
          name: "Hanna Korpela",
          position: "Företagare, grafisk design",
        },
        {
          content:
            "Nu skrivs anställningsavtalen under med nätbankskoder samma dag. Vi behöver inte längre skicka pappersbuntar med posten.",
          name: "Jari Heikkilä",
          position: "Vd, byggföretag",
        },
        {
          content: "Vår bokföringsbyrå ser kvitton och fakturor direkt i tjänsten. Stressen vid månadsskiftet är borta.",
          name: "Elina Saarinen",
          position: "Delägare, kafé",
        },
      ],
    },
    faq: {
      title: "Vanliga frågor",
      items: [
        {
          question: "Vad kostar Nettilasku?",
          answer:
            "Fakturering kostar från {invoicingFromPrice}/mån (exkl. moms). Månadspriset beror på företagets omsättning och på hur många fakturor du skickar. Priserna för de andra tjänsterna hittar du på prissidan.",
        },
        {
          question: "Kan jag prova gratis?",
          answer:
            "Ja. Alla tjänster som redan är tillgängliga har {trialDays} dagars gratis provperiod, och du behöver inget kreditkort. Provperioden avslutas automatiskt om du inte vill fortsätta.",
        },
        {
          question: "Behöver jag ett separat program?",
          answer: "Nej. Tjänsterna fungerar i webbläsaren på datorn, surfplattan och mobilen. Det finns inget att installera.",
        },
        {
          question: "Kan min bokförare använda tjänsten?",
          answer: "Ja. Du kan ge din bokförare eller bokföringsbyrå egen behörighet, så slipper du skicka materialet separat.",
        },
        {
          question: "Var lagras mina uppgifter?",
          answer: "Uppgifterna lagras krypterade på servrar inom EU. Vi behandlar personuppgifter enligt dataskyddsförordningen (GDPR).",
        },
        {
          question: "Hur får jag hjälp?",
          answer:
            "Vår kundtjänst betjänar på finska och engelska vardagar kl. 9–17. Tjänsterna är avsedda för företag i Finland. Du kan skicka e-post eller ringa vårt servicenummer. Kontaktuppgifterna hittar du på sidan Kontakta oss.",
        },
      ],
    },
    cta: {
      title: "Redo att prova?",
      description: "Skapa ett konto på ett par minuter. {trialDays} dagar gratis, inget kreditkort och ingen bindningstid.",
    },
  },
  productsPage: {
    title: "Produkter",
    intro: "Sju tjänster som fungerar tillsammans. Börja med en och lägg till de andra när du behöver dem.",
  },
  product: {
    /** A coming-soon product's features, and where its call to action leads instead of signup. */
    comingTitle: "Det här är på väg",
    seeAvailable: "Se tjänsterna som finns nu",
    featuresTitle: "Funktioner",
    faqTitle: "Vanliga frågor",
  },
  about: {
    title: "Om oss",
    intro: "Nettilasku gör företagarens pappersarbete snabbare. Vi bygger enkla webbtjänster som du kan använda utan någon utbildning.",
    mission: {
      title: "Vårt uppdrag",
      text: "Vi vill att småföretagare ska lägga sin tid på kunderna, inte på fakturahögar. Därför bygger vi tjänster där vardagliga sysslor – skicka en faktura, skriva under ett avtal, spara ett kvitto – är avklarade med några klick.",
    },
    reasons: {
      title: "Varför välja Nettilasku",
      items: [
        {
          title: "Gjort för småföretag",
          description: "Vi utformar varje vy för egenföretagare och små team, inte för storföretag.",
        },
        {
          title: "Tydliga priser",
          description: "Vi visar priserna öppet och anger alltid om momsen ingår eller inte.",
        },
        {
          title: "Tjänsterna fungerar ihop",
          description: "Kunder, fakturor och avtal följer med från en tjänst till en annan utan att du behöver kopiera något.",
        },
        {
          title: "Kundtjänst på finska och engelska",
          description: "Vår kundtjänst svarar vardagar kl. 9–17, och instruktionerna är skrivna på klarspråk.",
        },
      ],
    },
    // Example team and history (fictional): replace, then set team and history to false in app/content/examples.ts.
    team: {
      title: "Vårt team",
      intro: "Ett litet team som känner till företagarens vardag.",
      members: [
        { name: "Laura Niemi", role: "Vd", bio: "Ser till att tjänsterna löser verkliga problem." },
        { name: "Mikko Salonen", role: "Teknikchef", bio: "Håller tjänsterna snabba, säkra och i gång." },
        { name: "Sanna Laitinen", role: "Kundtjänstchef", bio: "Hjälper kunderna att komma i gång och lyssnar på deras synpunkter." },
        { name: "Olli Hakala", role: "Produktdesigner", bio: "Gör om företagarnas önskemål till tydliga vyer." },
      ],
    },
    history: {
      title: "Vår historia",
      events: [
        { year: "2016", text: "Vi började med nätfakturering för egenföretagare." },
        { year: "2019", text: "Vi lanserade elektronisk underskrift med identifiering via nätbankskoder." },
        { year: "2022", text: "Ekonomi och Verksamhetsstyrning breddade utbudet för växande företag." },
        { year: "2024", text: "Koppla samlade företag och tjänsteleverantörer på ett och samma ställe." },
      ],
    },
  },
  contact: {
    /** The "Book a demo" section: demos are booked by email. `subject` and `body` prefill the visitor's message. */
    demo: {
      title: "Boka en gratis demo",
      text: "Berätta vilken tjänst du vill se och vilka tider som passar dig. Vår kundtjänst föreslår en tid, oftast samma arbetsdag.",
      button: "Boka demo via e-post",
      subject: "Demoförfrågan",
      body: "Tjänst jag är intresserad av:\nTider som passar mig:\nTelefonnummer (frivilligt):",
    },
    title: "Kontakta oss",
    intro:
      "Vi hjälper gärna till när du ska komma i gång, med faktureringen och med allt annat som gäller våra tjänster. Kundtjänsten betjänar på finska och engelska. Tjänsterna är avsedda för företag i Finland.",
    email: "E-post",
    emailNote: "Vi svarar oftast samma arbetsdag.",
    phone: "Telefon",
    address: "Besöksadress",
    hours: "Kundtjänst",
    hoursValue: "vardagar kl. {opens}–{closes}",
    social: "Sociala medier",
  },
  pricing: {
    title: "Priser",
    subtitle:
      "Du betalar bara för de tjänster du använder. Alla tjänster som redan är tillgängliga har {trialDays} dagars gratis provperiod.",
    from: "från {price}/mån",
    viewPricing: "Se priser",
    comingLater: "Kommer senare",
    serviceLater: "Tjänsten lanseras senare",
    pricingLater: "Priserna publiceras senare",
    invoicingNote: "Priset beror på omsättningen och på hur många fakturor du skickar.",
    demo: "Vill du se hur det fungerar? Boka en gratis demo hos vår kundtjänst.",
    vat: {
      legend: "Visa priser",
      excluded: "moms 0 %",
      /** {rate} is the VAT rate, formatted per locale. */
      included: "moms {rate}",
      noteExcluded: "Priserna är exklusive moms (moms 0 %).",
      noteIncluded: "Priserna inkluderar finsk moms {rate}.",
    },
    offerly: "Gratis för den som frågar: att lämna en förfrågan och jämföra offerter kostar ingenting.",
    /** The Finnish-only cleaning ERP page's plans. */
    cleaning: {
      title: "Affärssystem för städföretag",
      intro: "Paket efter antalet anställda. Sidan är på finska.",
      link: "Se affärssystemet för städföretag (på finska)",
      upTo: "högst {count} anställda",
      unlimited: "obegränsat antal anställda",
      byQuote: "enligt offert",
    },
    perMonth: "/mån",
  },
  register: {
    title: "Registrera dig",
    subtitle: "Skapa ett konto och starta {trialDays} dagars gratis provperiod. Inget kreditkort behövs.",
    mainButton: "Skapa konto",
    productsTitle: "Eller börja direkt med en produkt",
    cardButton: "Kom i gång",
  },
  blog: {
    title: "Blogg",
    intro: "Praktiska tips om fakturering, ekonomi, avtal och verksamhetsstyrning.",
    filterLabel: "Filtrera efter kategori",
    categories: {
      all: "Alla",
      laskutus: "Fakturering",
      taloushallinto: "Ekonomi",
      allekirjoitus: "Signering",
      erp: "Verksamhetsstyrning",
    },
    readTime: "{minutes} min läsning",
    readMore: "Läs mer",
    empty: "Inga artiklar i den här kategorin ännu.",
    published: "Publicerad",
    back: "Tillbaka till bloggen",
    previous: "Föregående artikel",
    next: "Nästa artikel",
    tryProduct: "Prova {brand} gratis",
    feed: "Nettilaskus blogg (RSS)",
  },
  notFound: {
    title: "Hoppsan, nu har vi gått vilse!",
    text: "Den här sidan har försvunnit – eller så har den aldrig funnits.",
    home: "Tillbaka till startsidan",
    redirecting: "Vi skickar dig till startsidan om en liten stund.",
  },
  error: {
    title: "Unexpected Application Error!",
    text: "Något gick fel. Försök att ladda om sidan.",
    home: "Till startsidan",
  },
} satisfies Messages;

export default sv;
