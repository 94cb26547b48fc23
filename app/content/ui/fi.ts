/**
 * Interface copy in Finnish: the source language. Every other language in this folder
 * must have exactly the same keys (`satisfies Messages`, checked by tsc) and the same
 * number of list items (checked by the content tests). Placeholders such as {year}
 * are filled in by `interpolate()`; keep them in every translation.
 */
const fi = {
  meta: {
    cookies: {
      title: "Evästekäytäntö – Nettilasku",
      description: "Mitä Nettilaskun sivusto tallentaa selaimeesi, miksi ja kuinka kauan, ja miten muutat valintasi.",
    },
    home: {
      title: "Nettilasku – laskutus, allekirjoitus ja talous yrittäjälle",
      description:
        "Laskutus alkaen {invoicingFromPrice}/kk (alv 0 %), sähköinen allekirjoitus pankkitunnuksilla, taloushallinto ja toiminnanohjaus. Kokeile {trialDays} päivää maksutta.",
    },
    about: {
      title: "Tietoa meistä – Nettilasku",
      description:
        "Teemme selkeitä verkkopalveluita pienyrityksille ja yksinyrittäjille. Lue, mitä tavoittelemme, keitä olemme ja miksi asiakkaamme valitsevat meidät.",
    },
    contact: {
      title: "Ota yhteyttä – Nettilasku",
      description: "Asiakaspalvelumme auttaa arkisin 9–17 sähköpostitse ja puhelimitse. Katso yhteystiedot ja käyntiosoite Tampereella.",
    },
    products: {
      title: "Tuotteet – Nettilasku",
      description:
        "Seitsemän palvelua pienyrityksen arkeen: laskutus, allekirjoitus, taloushallinto, toiminnanohjaus, CRM, Palvelulinkki ja KYC.",
    },
    blog: {
      title: "Blogi – vinkkejä laskutukseen ja talouteen | Nettilasku",
      description: "Käytännön oppaita pienyrittäjälle: verkkolaskutus, arvonlisäveroilmoitus, sähköinen allekirjoitus ja toiminnanohjaus.",
    },
    pricing: {
      title: "Hinnoittelu – Nettilasku",
      description:
        "Katso Nettilaskun palveluiden hinnat. Laskutus alkaen {invoicingFromPrice}/kk (alv 0 %). {trialDays} päivän maksuton kokeilu, luottokorttia ei tarvita.",
    },
    register: {
      title: "Rekisteröidy – Nettilasku",
      description:
        "Rekisteröidy ja aloita {trialDays} päivän maksuton kokeilu. Valitse palvelu, jolla aloitat: laskutus, allekirjoitus, taloushallinto tai jokin muu.",
    },
    cleaning: {
      title: "Toiminnanohjaus siivousalalle – Nettilasku",
      description:
        "Siivousyrityksen asiakkaat, työvuorot, reitit, tuntikirjaus ja raportit yhdessä palvelussa. Alkaen {cleaningFromPrice}/kk (alv 0 %). Kokeile {trialDays} päivää maksutta.",
    },
    notFound: {
      title: "Sivua ei löytynyt – Nettilasku",
      description: "Etsimääsi sivua ei löytynyt. Palaa etusivulle.",
    },
    /** Title pattern of blog articles. */
    articleTitle: "{title} | Nettilaskun blogi",
  },
  common: {
    skipToContent: "Siirry sisältöön",
    newTab: "(avautuu uuteen välilehteen)",
    /** Premium-rate notice; {price} is formatted per locale. */
    phoneNotice: "{price}/min + alv",
    comingSoon: "Tulossa pian",
    /** The "Book a demo" call to action: it leads to the contact page. */
    bookDemo: "Varaa esittely",
    breadcrumb: "Murupolku",
  },
  nav: {
    label: "Päävalikko",
    home: "Etusivu",
    products: "Tuotteet",
    about: "Tietoa meistä",
    blog: "Blogi",
    pricing: "Hinnoittelu",
    contact: "Ota yhteyttä",
    allProducts: "Kaikki tuotteet",
    openMenu: "Avaa valikko",
    closeMenu: "Sulje valikko",
    mobileMenuTitle: "Valikko",
    logoLabel: "Nettilasku – etusivulle",
    register: "Rekisteröidy",
    login: "Kirjaudu",
    callUs: "Soita meille",
  },
  language: {
    label: "Kieli",
    choose: "Vaihda kieli",
    finnishOnly: "vain suomeksi",
  },
  footer: {
    tagline: "Selkeät verkkopalvelut pienyrityksille ja yksinyrittäjille.",
    products: "Tuotteet",
    moreProducts: "Lisää tuotteita",
    company: "Yritys",
    blogFeed: "Vinkit ja uutiset blogissa: tilaa sen RSS-syöte",
    social: "Seuraa meitä",
    terms: "Käyttöehdot ja tietosuoja",
    cookies: "Evästeasetukset",
    copyright: "© {year} {entity}. Kaikki oikeudet pidätetään.",
  },
  consent: {
    label: "Evästeilmoitus",
    /** The notice is three short pieces, so none of them is a page's largest text (its LCP). */
    lead: "Saammeko muistaa, mistä tulit?",
    text: "Tallennamme selaimeesi vain välttämättömän.",
    marketingNote: "Luvallasi muistamme myös mainoksen tai linkin, josta tulit.",
    policy: "Evästekäytäntö",
    accept: "Hyväksy kaikki",
    reject: "Hylkää kaikki",
    settings: "Asetukset",
    settingsTitle: "Evästeasetukset",
    settingsText:
      "Valitse, mitä saamme tallentaa selaimeesi. Voit muuttaa valintaasi milloin tahansa sivun alareunan {button}-painikkeesta.",
    necessaryTitle: "Välttämättömät",
    necessaryText: "Suostumuksesi ja kielivalintasi. Ilman näitä sivusto ei muista valintojasi.",
    alwaysOn: "Aina käytössä",
    marketingTitle: "Markkinointi",
    marketingText:
      "Mistä mainoksesta tai linkistä tulit ja ensimmäinen sivu, jolle saavuit. Kun aloitat maksuttoman kokeilun, tiedot välitetään rekisteröitymissivulle, jotta tiedämme, mitkä kampanjat toimivat. Kampanjatiedot säilyvät {days}.",
    save: "Tallenna valinnat",
  },
  cookiePolicy: {
    title: "Evästekäytäntö",
    intro:
      "Sivusto ei käytä evästeitä eikä kolmansien osapuolten seurantaa. Se tallentaa alla luetellut tiedot selaimesi paikalliseen tallennustilaan (localStorage). Välttämättömät tiedot tallennetaan aina, markkinoinnin tiedot vain suostumuksellasi.",
    tableCaption: "Selaimeesi tallennettavat tiedot",
    key: "Avain",
    category: "Luokka",
    purpose: "Tarkoitus",
    lifetime: "Säilytysaika",
    categories: {
      necessary: "Välttämätön",
      marketing: "Markkinointi",
    },
    purposes: {
      consent: "Suostumuksesi: mitkä luokat sallit, käytännön versio ja valinnan ajankohta.",
      language: "Kieli, jonka valitsit kielivalikosta.",
      languageBanner: "Tieto siitä, että suljit ehdotuksen vaihtaa kieltä.",
      utm_params: "Kampanjalinkin utm-parametrit (lähde, media, kampanja, hakusana, sisältö).",
      gclid: "Google Ads -klikkauksen tunniste.",
      last_saved: "Milloin kampanjatiedot tallennettiin, jotta ne poistuvat ajallaan.",
      landing_page: "Ensimmäinen sivu, jolle saavuit.",
      referrer: "Sivu, jolta tulit sivustolle.",
      registration_page: "Sivu, jolta aloitit rekisteröitymisen.",
    },
    lifetimes: {
      untilCleared: "Kunnes tyhjennät selaimen tallennustilan",
      untilWithdrawn: "Kunnes perut suostumuksen tai se vanhenee ({duration})",
    },
    changeTitle: "Valintasi muuttaminen",
    changeText:
      "Voit antaa tai perua suostumuksen milloin tahansa. Kun perut markkinoinnin suostumuksen, kaikki markkinoinnin tiedot poistetaan selaimestasi heti.",
    openSettings: "Avaa evästeasetukset",
    noScript: "Evästeasetukset toimivat JavaScriptin avulla. Ilman JavaScriptiä sivusto ei tallenna mitään.",
  },
  home: {
    hero: {
      eyebrow: "Pienyrittäjän verkkopalvelut",
      title: "Laskut, sopimukset ja kirjanpito samasta paikasta",
      subtitle:
        "Lähetä verkkolaskut, allekirjoita sopimukset pankkitunnuksilla ja pidä talous kunnossa. Aloita {trialDays} päivän maksuttomalla kokeilulla – luottokorttia ei tarvita.",
      register: "Rekisteröidy",
      explore: "Tutustu tuotteisiin",
    },
    products: {
      title: "Tuotteemme",
      subtitle: "Valitse palvelu, jota tarvitset nyt. Loput voit ottaa käyttöön, kun yritys kasvaa.",
      learnMore: "Lue lisää",
    },
    features: {
      title: "Miksi Nettilasku?",
      items: [
        {
          title: "Valmis minuuteissa",
          description: "Rekisteröidy, lisää yrityksen tiedot ja lähetä ensimmäinen lasku saman kahvikupin aikana.",
        },
        {
          title: "Turvallinen",
          description: "Tiedot salataan ja säilytetään EU:ssa. Allekirjoittajat tunnistetaan pankkitunnuksilla.",
        },
        {
          title: "Reilu hinta",
          description: "Maksat vain käyttämistäsi palveluista. Laskutus alkaen {invoicingFromPrice}/kk (alv 0 %).",
        },
        {
          title: "Apu lähellä",
          description: "Suomalainen asiakaspalvelu vastaa arkisin 9–17 sähköpostitse ja puhelimitse.",
        },
      ],
    },
    stats: {
      title: "Nettilasku lukuina",
      labels: {
        users: "käyttäjää",
        invoices: "lähetettyä laskua",
        contracts: "allekirjoitettua sopimusta",
        uptime: "käytettävyys",
      },
    },
    // Example customers (fictional): replace with real ones, then set testimonials to false in app/content/examples.ts.
    testimonials: {
      title: "Asiakkaamme kertovat",
      items: [
        {
          content:
            "Ennen laskutin Excelillä ja muistutin maksuista itse. Nyt laskut lähtevät verkkolaskuina ja muistutukset menevät automaattisesti.",
          name: "Hanna Korpela",
          position: "Yrittäjä, graafinen suunnittelu",
        },
        {
          content: "Työsopimukset allekirjoitetaan nyt pankkitunnuksilla samana päivänä. Paperinippuja ei enää tarvitse postittaa.",
          name: "Jari Heikkilä",
          position: "Toimitusjohtaja, rakennuspalvelu",
        },
        {
          content: "Kirjanpitäjämme näkee kuitit ja laskut suoraan palvelusta. Kuunvaihteen kiire on jäänyt pois.",
          name: "Elina Saarinen",
          position: "Osakas, kahvila",
        },
      ],
    },
    faq: {
      title: "Usein kysytyt kysymykset",
      items: [
        {
          question: "Paljonko Nettilasku maksaa?",
          answer:
            "Laskutuksen hinta alkaa {invoicingFromPrice}/kk (alv 0 %). Kuukausihinta määräytyy yrityksesi liikevaihdon ja lähetettyjen laskujen määrän mukaan. Muiden palveluiden hinnat löydät hinnoittelusivulta.",
        },
        {
          question: "Voinko kokeilla maksutta?",
          answer:
            "Voit. Kaikissa jo avatuissa palveluissa on {trialDays} päivän maksuton kokeilu, eikä luottokorttia tarvita. Kokeilu päättyy itsestään, jos et jatka.",
        },
        {
          question: "Tarvitsenko erillisen ohjelman?",
          answer: "Et tarvitse. Palvelut toimivat selaimessa tietokoneella, tabletilla ja puhelimella. Asennettavaa ei ole.",
        },
        {
          question: "Voiko kirjanpitäjäni käyttää palvelua?",
          answer: "Voi. Anna kirjanpitäjällesi omat käyttöoikeudet, niin aineistoa ei tarvitse lähettää hänelle erikseen.",
        },
        {
          question: "Missä tietoni säilytetään?",
          answer:
            "Tiedot säilytetään salattuina EU:ssa sijaitsevilla palvelimilla. Käsittelemme henkilötietoja tietosuoja-asetuksen (GDPR) mukaisesti.",
        },
        {
          question: "Miten saan apua?",
          answer:
            "Asiakaspalvelumme vastaa arkisin 9–17. Voit lähettää sähköpostia tai soittaa palvelunumeroomme. Yhteystiedot löydät Ota yhteyttä -sivulta.",
        },
      ],
    },
    cta: {
      title: "Valmis kokeilemaan?",
      description: "Rekisteröidy parissa minuutissa. {trialDays} päivää maksutta, ei luottokorttia, ei sitoutumista.",
    },
  },
  productsPage: {
    title: "Tuotteet",
    intro: "Seitsemän palvelua, jotka toimivat yhdessä. Aloita yhdellä ja ota muut käyttöön silloin, kun niille on tarvetta.",
  },
  product: {
    /** A coming-soon product's features, and where its call to action leads instead of signup. */
    comingTitle: "Mitä on tulossa",
    seeAvailable: "Katso jo avoinna olevat palvelut",
    featuresTitle: "Ominaisuudet",
    faqTitle: "Usein kysytyt kysymykset",
  },
  about: {
    title: "Tietoa meistä",
    intro:
      "Nettilasku tekee yrittäjän paperitöistä nopeampia. Rakennamme selkeitä verkkopalveluita, joiden käyttöön ei tarvita koulutusta.",
    mission: {
      title: "Tavoitteemme",
      text: "Haluamme, että pienyrittäjä käyttää aikansa asiakkaisiinsa eikä laskupinoihin. Siksi teemme palveluita, joissa tavalliset työt – laskun lähettäminen, sopimuksen allekirjoittaminen, kuitin tallentaminen – hoituvat muutamalla klikkauksella.",
    },
    reasons: {
      title: "Miksi valita Nettilasku",
      items: [
        {
          title: "Tehty pienyrityksille",
          description: "Suunnittelemme jokaisen näkymän yksinyrittäjän ja pienen tiimin tarpeisiin, ei suuryrityksen.",
        },
        {
          title: "Selkeä hinnoittelu",
          description: "Hinnat kerrotaan avoimesti ja aina sen kanssa, sisältyykö niihin arvonlisävero.",
        },
        {
          title: "Palvelut toimivat yhdessä",
          description: "Asiakkaat, laskut ja sopimukset kulkevat palvelusta toiseen ilman kopiointia.",
        },
        {
          title: "Tuki suomeksi ja englanniksi",
          description: "Asiakaspalvelumme vastaa arkisin 9–17, ja ohjeet on kirjoitettu selkeällä kielellä.",
        },
      ],
    },
    // Example team and history (fictional): replace, then set team and history to false in app/content/examples.ts.
    team: {
      title: "Tiimimme",
      intro: "Pieni tiimi, joka tuntee yrittäjän arjen.",
      members: [
        { name: "Laura Niemi", role: "Toimitusjohtaja", bio: "Vastaa siitä, että palvelut ratkaisevat oikeita ongelmia." },
        { name: "Mikko Salonen", role: "Teknologiajohtaja", bio: "Pitää palvelut nopeina, turvallisina ja toimintavarmoina." },
        { name: "Sanna Laitinen", role: "Asiakaspalvelun vetäjä", bio: "Auttaa asiakkaita alkuun ja kuuntelee palautetta." },
        { name: "Olli Hakala", role: "Tuotesuunnittelija", bio: "Muuttaa yrittäjien toiveet selkeiksi näkymiksi." },
      ],
    },
    history: {
      title: "Historiamme",
      events: [
        { year: "2016", text: "Aloitimme verkkolaskutuspalvelulla yksinyrittäjille." },
        { year: "2019", text: "Otimme käyttöön sähköisen allekirjoituksen, jossa allekirjoittaja tunnistautuu pankkitunnuksilla." },
        { year: "2022", text: "Toimme kasvaville yrityksille taloushallinnon ja toiminnanohjauksen." },
        { year: "2024", text: "Palvelulinkki toi yritykset ja palveluntarjoajat samaan paikkaan." },
      ],
    },
  },
  contact: {
    /** The "Book a demo" section: demos are booked by email. `subject` and `body` prefill the visitor's message. */
    demo: {
      title: "Varaa maksuton esittely",
      text: "Kerro, mitä palvelua haluat katsoa ja mitkä ajat sinulle sopivat. Asiakaspalvelumme ehdottaa esittelylle ajan, yleensä saman arkipäivän aikana.",
      button: "Varaa esittely sähköpostilla",
      subject: "Esittelypyyntö",
      body: "Palvelu, josta olen kiinnostunut:\nMinulle sopivat ajat:\nPuhelinnumero (vapaaehtoinen):",
    },
    title: "Ota yhteyttä",
    intro: "Autamme mielellämme käyttöönotossa, laskutuksessa ja kaikessa muussa, mikä liittyy palveluihimme.",
    email: "Sähköposti",
    emailNote: "Vastaamme yleensä saman arkipäivän aikana.",
    phone: "Puhelin",
    address: "Käyntiosoite",
    hours: "Asiakaspalvelu",
    hoursValue: "arkisin {opens}–{closes}",
    social: "Sosiaalinen media",
  },
  pricing: {
    title: "Hinnoittelu",
    subtitle: "Maksat vain käyttämistäsi palveluista. Kaikissa jo avatuissa palveluissa on {trialDays} päivän maksuton kokeilu.",
    from: "alkaen {price}/kk",
    viewPricing: "Katso hinnat",
    comingLater: "Tulossa myöhemmin",
    serviceLater: "Palvelu avautuu myöhemmin",
    pricingLater: "Hinnoittelu julkaistaan myöhemmin",
    invoicingNote: "Hinta määräytyy liikevaihdon ja lähetettyjen laskujen määrän mukaan.",
    demo: "Haluatko nähdä palvelut ennen päätöstä? Varaa maksuton esittely asiakaspalvelustamme.",
    vat: {
      legend: "Näytä hinnat",
      excluded: "alv 0 %",
      /** {rate} is the VAT rate, formatted per locale. */
      included: "alv {rate}",
      noteExcluded: "Hinnat ilman arvonlisäveroa (alv 0 %).",
      noteIncluded: "Hinnat sisältävät arvonlisäveron {rate}.",
    },
    offerly: "Maksuton tarjouspyynnön jättäjälle: pyynnön jättäminen ja tarjousten vertailu eivät maksa mitään.",
    /** The Finnish-only cleaning ERP page's plans. */
    cleaning: {
      title: "Siivousalan toiminnanohjaus",
      intro: "Paketti työntekijöiden määrän mukaan.",
      link: "Tutustu siivousalan toiminnanohjaukseen",
      upTo: "enintään {count} työntekijää",
      unlimited: "rajaton määrä työntekijöitä",
      byQuote: "tarjouksen mukaan",
    },
    perMonth: "/kk",
  },
  register: {
    title: "Rekisteröidy",
    subtitle: "Aloita {trialDays} päivän maksuton kokeilu. Luottokorttia ei tarvita.",
    mainButton: "Rekisteröidy maksutta",
    productsTitle: "Tai aloita suoraan haluamastasi palvelusta",
    cardButton: "Aloita",
  },
  blog: {
    title: "Blogi",
    intro: "Käytännön vinkkejä laskutukseen, taloushallintoon, sopimuksiin ja toiminnanohjaukseen.",
    filterLabel: "Suodata kategorian mukaan",
    categories: {
      all: "Kaikki",
      laskutus: "Laskutus",
      taloushallinto: "Taloushallinto",
      allekirjoitus: "Allekirjoitus",
      erp: "Toiminnanohjaus",
    },
    readTime: "{minutes} min lukuaika",
    readMore: "Lue lisää",
    empty: "Ei artikkeleita tässä kategoriassa vielä.",
    published: "Julkaistu",
    back: "Takaisin blogiin",
    previous: "Edellinen artikkeli",
    next: "Seuraava artikkeli",
    /** Fixed bottom bar of articles; {brand} is the brand name ("Kokeile Nettilasku-tuotteita maksutta"). */
    tryProduct: "Kokeile {brand}-tuotteita maksutta",
    feed: "Nettilaskun blogi (RSS)",
  },
  notFound: {
    title: "Oho, nyt eksyttiin!",
    text: "Tämä sivu on kadonnut tai sitä ei ole koskaan ollutkaan.",
    home: "Takaisin etusivulle",
    redirecting: "Siirrymme etusivulle hetken kuluttua.",
  },
  error: {
    title: "Unexpected Application Error!",
    text: "Jokin meni pieleen. Yritä ladata sivu uudelleen.",
    home: "Etusivulle",
  },
};

export type Messages = typeof fi;
export default fi;
