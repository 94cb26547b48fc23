import type { ProductId } from "~/config/products";
import type { ProductContent } from "../schema";

/** Product copy in Swedish. */
export default {
  invoicing: {
    name: "Fakturering",
    searchTitle: "Fakturering – fakturaprogram för småföretag | Nettilasku",
    tagline: "Skicka fakturor och se direkt vilka som är betalda.",
    description:
      "Med Fakturering skickar du nätfakturor, PDF-fakturor och pappersfakturor från ett och samma ställe. Kunder och produkter finns sparade i registret, så nästa faktura går snabbt. Påminnelserna går ut automatiskt och du ser på en gång vad som är betalt.",
    badge: "Mest populär",
    features: [
      {
        title: "Nätfaktura, PDF eller papper",
        description:
          "Skicka nätfakturor i Finvoice-format till kundens nätfakturaadress, PDF-fakturor per e-post eller pappersfakturor per post. Allt sköts från samma vy.",
      },
      {
        title: "Automatiska betalningspåminnelser",
        description:
          "Om en faktura inte betalas i tid skickar Fakturering en påminnelse åt dig. Du slipper hålla koll på förfallodagarna själv.",
      },
      {
        title: "Betalningsuppföljning",
        description:
          "Varje faktura får ett referensnummer, så att betalningarna hittar rätt faktura. Du ser direkt vad som är betalt och vad som fortfarande är öppet.",
      },
      {
        title: "Återkommande fakturor",
        description: "Fakturerar du samma kund varje månad? Gör fakturan en gång, så skickas den sedan enligt det schema du väljer.",
      },
      {
        title: "Åtkomst för din bokförare",
        description: "Ge din bokförare behörighet i tjänsten. Då kommer hen åt fakturorna utan att du behöver skicka dem vidare.",
      },
      {
        title: "Betallänk för kort – kommer snart",
        description:
          "Snart kan du lägga till en betallänk på fakturan, så att kunden kan betala direkt med kreditkort. Funktionen är under utveckling.",
      },
    ],
    faqs: [
      {
        question: "Vad kostar Fakturering?",
        answer:
          "Fakturering kostar från {invoicingFromPrice}/mån (exkl. moms). Månadspriset beror på företagets omsättning och på hur många fakturor du skickar. Boka en demo om du vill veta vad det blir för ditt företag, så går vi igenom det tillsammans.",
      },
      {
        question: "Finns det en gratis provperiod?",
        answer:
          "Ja. Du kan prova Fakturering gratis i {trialDays} dagar, och du behöver inget kreditkort för att komma i gång. Efter provperioden bestämmer du själv om du vill fortsätta.",
      },
      {
        question: "Kan min bokförare använda Fakturering?",
        answer:
          "Ja. Du ger din bokförare behörighet i Fakturering, och sedan kan hen se dina fakturor och betalningar. Du kan ändra eller ta bort behörigheten när som helst.",
      },
    ],
    ctaTitle: "Skicka din första faktura i dag",
    ctaDescription:
      "Prova Fakturering gratis i {trialDays} dagar utan kreditkort. Du kan också boka en demo, så visar vi hur det fungerar.",
    ctaButtonText: "Starta gratis provperiod",
    exploreMoreText: "Utforska Fakturering",
    freeStartText: "Börja gratis",
    trialInfo: "{trialDays} dagar gratis, inget kreditkort behövs.",
    mockupDescription:
      "Illustration av Fakturering: en lista över fakturor där varje rad visar kund, belopp, förfallodag och status – betald, öppen eller förfallen.",
  },
  sign: {
    name: "Signering",
    searchTitle: "Signering – elektronisk underskrift | Nettilasku",
    tagline: "Få avtal underskrivna elektroniskt – med verifierad identitet.",
    description:
      "Med Signering får du avtal och andra dokument underskrivna elektroniskt, och alla som skriver under identifierar sig med nätbankskoder eller mobilcertifikat. Ladda upp en PDF, lägg till undertecknarna och skicka. Du ser hela tiden vem som har skrivit under, och det färdiga dokumentet sparas säkert.",
    features: [
      {
        title: "Underskrift med nätbankskoder",
        description:
          "Undertecknarna identifierar sig med sina nätbankskoder eller mobilcertifikat. Då vet du vem som faktiskt har skrivit under.",
      },
      {
        title: "Skicka per e-post eller sms",
        description:
          "Ladda upp en PDF, lägg till undertecknarna och skicka dokumentet per e-post eller sms. Undertecknaren öppnar det i mobilen eller på datorn.",
      },
      {
        title: "Status och påminnelser",
        description: "Du ser vem som har skrivit under och vem som inte har gjort det än. Den som dröjer får en påminnelse.",
      },
      {
        title: "Händelselogg för varje dokument",
        description: "Till varje underskrivet dokument sparas en logg över vem som skrev under, när och hur personen identifierades.",
      },
      {
        title: "Arkiv i minst 10 år",
        description: "Underskrivna dokument och loggar sparas säkert i minst 10 år. De finns kvar när du behöver dem.",
      },
      {
        title: "Dokumentmallar – kommer snart",
        description: "Snart kan du spara avtal som du använder ofta som mallar. Då skickar du dem för underskrift med några klick.",
      },
    ],
    faqs: [
      {
        question: "Är en elektronisk underskrift juridiskt giltig?",
        answer:
          "Ja. Underskrifterna i Signering är juridiskt bindande elektroniska underskrifter enligt EU:s eIDAS-förordning. Eftersom undertecknarna identifierar sig med nätbankskoder eller mobilcertifikat vet du vem som har skrivit under.",
      },
      {
        question: "Hur länge sparas de underskrivna dokumenten?",
        answer:
          "Underskrivna dokument sparas i minst 10 år. Till varje dokument hör en händelselogg som visar vem som skrev under, när och hur personen identifierades. Allt sparas säkert och finns samlat i Signering.",
      },
      {
        question: "Behöver undertecknaren ett konto?",
        answer:
          "Nej. Undertecknaren får en länk per e-post eller sms och identifierar sig med sina nätbankskoder eller sitt mobilcertifikat. Något konto behövs inte.",
      },
    ],
    ctaTitle: "Få avtalet underskrivet i dag",
    ctaDescription: "Ladda upp din första PDF och skicka den för underskrift. Du kan prova Signering gratis.",
    ctaButtonText: "Prova Signering gratis",
    exploreMoreText: "Utforska Signering",
    freeStartText: "Börja gratis",
    trialInfo: "{trialDays} dagar gratis, inget kreditkort behövs.",
    mockupDescription:
      "Illustration av Signering: ett PDF-avtal med en lista över undertecknare, där var och en har statusen underskrivet eller väntar, och en knapp för att skicka en påminnelse.",
  },
  financing: {
    name: "Ekonomi",
    searchTitle: "Ekonomi – bokföring, löner och moms | Nettilasku",
    tagline: "Bokföring, löner och moms på ett ställe – själv eller med din bokförare.",
    description:
      "Ekonomi samlar bokföringen, lönerna och momsrapporteringen i samma tjänst. Fota kvittona med mobilen, hämta kontohändelserna från banken och se hur det går i resultat- och balansräkningen. Du kan sköta allt själv eller ge din bokförare åtkomst.",
    features: [
      {
        title: "Bokföring",
        description: "Bokför försäljning, inköp och kontohändelser från banken på ett ställe. Du ser hela tiden hur ekonomin ser ut.",
      },
      {
        title: "Löner",
        description: "Räkna ut och betala löner i samma tjänst som du bokför i. Lönerna hamnar i bokföringen utan extra arbete.",
      },
      {
        title: "Momsrapporter",
        description: "Ekonomi räknar ut momsen för perioden och förbereder deklarationen. Du kontrollerar siffrorna och skickar in den.",
      },
      {
        title: "Kvitton från en bild",
        description: "Fota kvittot med mobilen, så sparas det i bokföringen. Inga fler skokartonger fulla med papperslappar.",
      },
      {
        title: "Rapporter",
        description: "Ta fram resultaträkning och balansräkning när du behöver dem. Du ser hur det går utan att vänta på bokslutet.",
      },
      {
        title: "Samarbete med bokföraren",
        description: "Ge din bokförare åtkomst till samma uppgifter. Ni arbetar i samma tjänst och slipper skicka filer fram och tillbaka.",
      },
    ],
    faqs: [
      {
        question: "Behöver jag fortfarande en bokförare?",
        answer:
          "Det bestämmer du. Du kan sköta bokföringen själv i Ekonomi eller ge din bokförare åtkomst, så att ni arbetar i samma tjänst. Ni kan också dela upp arbetet, till exempel så att du sköter det löpande och bokföraren gör bokslutet.",
      },
      {
        question: "Kan jag flytta över från ett annat system?",
        answer:
          "Ja. Du för in de ingående balanserna eller importerar uppgifterna från ditt tidigare system som en CSV-fil. Sedan fortsätter du bokföra där du slutade.",
      },
      {
        question: "Hur fungerar momsrapporteringen?",
        answer:
          "Ekonomi räknar ut momsen för perioden utifrån bokföringen och förbereder momsdeklarationen. Du kontrollerar uppgifterna och skickar in deklarationen till Skatteförvaltningen. Du behåller kontrollen men slipper räkna själv.",
      },
    ],
    ctaTitle: "Få ordning på ekonomin",
    ctaDescription: "Kom i gång med Ekonomi och samla bokföring, löner och moms på ett ställe.",
    ctaButtonText: "Kom i gång gratis",
    exploreMoreText: "Utforska Ekonomi",
    freeStartText: "Börja gratis",
    mockupDescription:
      "Illustration av Ekonomi: en översikt med periodens resultat och moms att betala, samt en lista över de senaste kontohändelserna och kvittona.",
  },
  erp: {
    name: "Verksamhetsstyrning",
    searchTitle: "Verksamhetsstyrning – projekt och arbetstid | Nettilasku",
    tagline: "Projekt, resurser och arbetstid i samma tjänst – och timmarna blir fakturor.",
    description:
      "Verksamhetsstyrning är gjord för företag som arbetar i projekt eller ute hos kunder. Planera projekt och resurser, låt de anställda registrera sina timmar i mobilen och fakturera godkända timmar och material via Fakturering. Rapporterna visar vilka projekt som lönar sig.",
    features: [
      {
        title: "Projekt",
        description: "Samla uppgifter, timmar och material för varje projekt. Du ser läget i alla projekt på ett ställe.",
      },
      {
        title: "Resursplanering",
        description: "Planera vem som gör vad och när. I schemat ser du vem som har tid och vem som redan är fullbokad.",
      },
      {
        title: "Tidrapportering i mobilen",
        description:
          "De anställda registrerar sina timmar i mobilen, direkt på arbetsplatsen. Inga lappar att samla in i slutet av veckan.",
      },
      {
        title: "Godkännande av timmar",
        description: "Chefen går igenom och godkänner tidrapporterna. Bara godkända timmar går vidare till faktureringen.",
      },
      {
        title: "Fakturera timmar och material",
        description: "Godkända timmar och använt material blir fakturor via Fakturering. Du slipper skriva in samma uppgifter två gånger.",
      },
      {
        title: "Projektrapporter",
        description: "Se vad varje projekt har kostat och vad det har gett. Då vet du vilka jobb som lönar sig.",
      },
    ],
    faqs: [
      {
        question: "Vem passar Verksamhetsstyrning för?",
        answer:
          "Verksamhetsstyrning passar team på 2–100 personer som arbetar i projekt eller på fältet, till exempel inom bygg, installation, service eller konsultverksamhet. Planerar ni arbete, följer upp timmar och fakturerar efter utfört arbete, är tjänsten gjord för er.",
      },
      {
        question: "Fungerar det i mobilen?",
        answer:
          "Ja. De anställda registrerar arbetstiden och ser sina uppgifter i mobilen. Verksamhetsstyrning fungerar i mobilens webbläsare, så ingen separat app behövs.",
      },
      {
        question: "Kan godkända timmar bli fakturor?",
        answer:
          "Ja. Verksamhetsstyrning är kopplad till Fakturering, så godkända timmar och material kan faktureras direkt. Du kontrollerar fakturan och skickar den utan att skriva in något på nytt.",
      },
    ],
    ctaTitle: "Planera, följ upp och fakturera på ett ställe",
    ctaDescription: "Kom i gång med Verksamhetsstyrning och se vart timmarna går – och vilka projekt som lönar sig.",
    ctaButtonText: "Kom i gång gratis",
    exploreMoreText: "Utforska Verksamhetsstyrning",
    freeStartText: "Börja gratis",
    mockupDescription:
      "Illustration av Verksamhetsstyrning: en veckoplanering med de anställda på raderna och projekten inlagda dag för dag, bredvid en lista med tidrapporter som väntar på godkännande.",
  },
  crm: {
    name: "CRM",
    searchTitle: "CRM – kundhantering för småföretag | Nettilasku",
    tagline: "Håll koll på kunder, affärer och offerter.",
    description:
      "CRM är under utveckling och ännu inte tillgängligt. När tjänsten öppnar samlar du kunduppgifter, säljtratt och offerter på ett ställe, får påminnelser om när det är dags att följa upp och ser e-posthistoriken för varje kund. Säljrapporterna visar hur affärerna går.",
    features: [
      {
        title: "Kundregister",
        description: "Du kommer att kunna samla kontaktuppgifter, affärer och anteckningar om varje kund på ett ställe.",
      },
      {
        title: "Säljtratt",
        description: "Se vilka affärer som är på gång och i vilket skede de är. Flytta affären vidare när något händer.",
      },
      {
        title: "Offerter",
        description: "Gör och skicka offerter direkt från kundkortet. Du ser vilka offerter som väntar på svar.",
      },
      {
        title: "Påminnelser om uppföljning",
        description: "CRM påminner dig när det är dags att höra av dig till en kund. Ingen kontakt faller mellan stolarna.",
      },
      {
        title: "E-posthistorik",
        description: "Se e-posten med varje kund i samma vy. Då vet du vad som har sagts innan du ringer.",
      },
      {
        title: "Säljrapporter",
        description: "Följ hur försäljningen utvecklas och vilka affärer som har gått i hamn.",
      },
    ],
    faqs: [
      {
        question: "När kan jag börja använda CRM?",
        answer:
          "CRM är under utveckling och lanseras senare. Vi har inget datum att utlova ännu. Vi meddelar här på sidan när tjänsten öppnar.",
      },
      {
        question: "Kommer CRM att fungera ihop med Fakturering?",
        answer:
          "Ja, det är planen. Tanken är att du ska kunna gå direkt från en kund eller offert i CRM till en faktura i Fakturering, utan att skriva in uppgifterna två gånger.",
      },
      {
        question: "Vad kommer CRM att kosta?",
        answer:
          "Priserna för CRM är inte fastställda än och publiceras senare. Precis som för våra andra tjänster kommer det tydligt att framgå om priset är med eller utan moms.",
      },
    ],
    ctaTitle: "CRM kommer snart",
    ctaDescription: "CRM är inte tillgängligt än. Du kan börja använda det när tjänsten öppnar.",
    ctaButtonText: "Kom i gång gratis",
    exploreMoreText: "Läs mer om CRM",
    freeStartText: "Börja gratis",
    comingSoon: "Kommer snart",
  },
  offerly: {
    name: "Koppla",
    searchTitle: "Koppla – offerter från tjänsteleverantörer | Nettilasku",
    tagline: "Berätta vad du behöver, få offerter och välj i lugn och ro.",
    description:
      "Koppla för ihop företag med tjänsteleverantörer. Du beskriver vad du behöver, till exempel en bokföringsbyrå, IT-tjänster eller marknadsföring, och leverantörerna skickar dig offerter. Du jämför dem sida vid sida och väljer den som passar – helt gratis för dig som frågar.",
    features: [
      {
        title: "Lägg upp en förfrågan",
        description: "Beskriv med egna ord vad som ska göras, när och ungefär i vilken omfattning. Det tar bara en stund.",
      },
      {
        title: "Ta emot offerter",
        description: "Leverantörer som kan hjälpa dig skickar sina offerter direkt till dig i Koppla. Du slipper ringa runt.",
      },
      {
        title: "Jämför sida vid sida",
        description: "Se offerterna bredvid varandra, med pris och innehåll. Då är det lätt att välja.",
      },
      {
        title: "Kontrollerade leverantörer",
        description:
          "Vi kontrollerar leverantörernas FO-nummer (företags- och organisationsnummer). Då vet du att det finns ett riktigt företag bakom offerten.",
      },
      {
        title: "Meddelanden",
        description: "Ställ frågor och gå igenom detaljerna med leverantören direkt i tjänsten. Allt finns samlat på ett ställe.",
      },
      {
        title: "Nya kunder för leverantörer",
        description:
          "Säljer du själv tjänster till företag? Se förfrågningar från företag som behöver just det du gör och skicka din offert.",
      },
    ],
    faqs: [
      {
        question: "Vad kostar det att lägga upp en förfrågan?",
        answer:
          "Ingenting. Det är gratis att lägga upp en förfrågan och ta emot offerter i Koppla. Du betalar bara leverantören du väljer, enligt det ni kommer överens om.",
      },
      {
        question: "Vilka är leverantörerna?",
        answer:
          "Leverantörerna är företag som säljer tjänster till andra företag, till exempel bokföringsbyråer, IT-företag och reklambyråer. Vi kontrollerar varje leverantörs FO-nummer.",
      },
      {
        question: "Måste jag tacka ja till en offert?",
        answer: "Nej. Du jämför offerterna i lugn och ro och bestämmer själv. Om ingen offert passar behöver du inte välja någon.",
      },
    ],
    ctaTitle: "Hitta rätt leverantör utan att ringa runt",
    ctaDescription: "Lägg upp din första förfrågan i Koppla. Det är gratis och du förbinder dig inte till något.",
    ctaButtonText: "Lägg upp en förfrågan",
    exploreMoreText: "Utforska Koppla",
    freeStartText: "Börja gratis",
    mockupDescription:
      "Illustration av Koppla: tre offerter på samma förfrågan bredvid varandra, med leverantörens namn, pris och leveranstid samt en knapp för att välja offert.",
  },
  kyc: {
    name: "KYC",
    searchTitle: "KYC – stark kundidentifiering | Nettilasku",
    tagline: "Identifiera dina kunder med stark autentisering.",
    description:
      "KYC hjälper dig med kundkännedomen. Kunden identifierar sig med nätbankskoder eller mobilcertifikat via en länk som du skickar per e-post eller sms, och uppgifterna sparas för dina skyldigheter enligt penningtvättslagen. Tjänsten är under utveckling och lanseras senare.",
    features: [
      {
        title: "Stark autentisering",
        description: "Kunden identifierar sig med sina nätbankskoder eller sitt mobilcertifikat. Då vet du vem du gör affärer med.",
      },
      {
        title: "Länk per e-post eller sms",
        description:
          "Skicka kunden en länk för identifiering per e-post eller sms. Kunden identifierar sig när det passar, utan att behöva besöka dig.",
      },
      {
        title: "Sparade identifieringsuppgifter",
        description:
          "Uppgifterna från identifieringen sparas, så att du kan visa hur du har skött dina skyldigheter enligt penningtvättslagen.",
      },
      {
        title: "Frågor om verkliga huvudmän",
        description: "Kunden svarar på frågorna om verkliga huvudmän i samma flöde. Du får svaren samlade på ett ställe.",
      },
      {
        title: "Översikt över identifieringar",
        description: "Se vilka kunder som har identifierat sig och vilka som inte har gjort det än.",
      },
      {
        title: "Rapporter och export",
        description:
          "Ta fram en rapport över identifieringarna eller exportera uppgifterna när du behöver dem, till exempel vid en granskning.",
      },
    ],
    faqs: [
      {
        question: "Vem behöver KYC?",
        answer:
          "Företag som har skyldigheter enligt penningtvättslagen, till exempel bokföringsbyråer, fastighetsmäklare och långivare. De måste identifiera sina kunder och spara uppgifterna om identifieringen. KYC är gjort för just det.",
      },
      {
        question: "Vilka identifieringsmetoder kan kunden använda?",
        answer:
          "Kunden identifierar sig med stark autentisering, antingen med nätbankskoder eller med mobilcertifikat. Båda fungerar via länken som du skickar.",
      },
      {
        question: "När blir KYC tillgängligt?",
        answer:
          "KYC är under utveckling och lanseras senare. Vi har inget datum att utlova ännu. Vi meddelar här på sidan när tjänsten öppnar.",
      },
    ],
    ctaTitle: "KYC kommer snart",
    ctaDescription: "KYC är inte tillgängligt än. Du kan börja använda tjänsten när den öppnar.",
    ctaButtonText: "Kom i gång gratis",
    exploreMoreText: "Läs mer om KYC",
    freeStartText: "Börja gratis",
    comingSoon: "Kommer snart",
    mockupDescription:
      "Illustration av KYC: kunden väljer att identifiera sig med nätbankskoder eller mobilcertifikat, och sedan visas ett kort med verifierad identitet, namn, identifieringssätt och svaren om verkliga huvudmän.",
  },
} satisfies Record<ProductId, ProductContent>;
