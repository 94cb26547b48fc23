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
      title: "Nettilasku – laskutus, allekirjoitus ja taloushallinto pienyrittäjälle",
      description:
        "Verkkolaskutus alkaen 9,90 €/kk (alv 0 %), sähköinen allekirjoitus pankkitunnuksilla, taloushallinto ja toiminnanohjaus. Kokeile 14 päivää maksutta.",
    },
    about: {
      title: "Tietoa meistä – Nettilasku",
      description:
        "Teemme selkeitä verkkopalveluita pienyrityksille ja yksinyrittäjille. Lue missiostamme, tiimistämme ja siitä, miksi asiakkaamme valitsevat meidät.",
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
      title: "Blogi – vinkkejä laskutukseen ja taloushallintoon | Nettilasku",
      description: "Käytännön oppaita pienyrittäjälle: verkkolaskutus, arvonlisäveroilmoitus, sähköinen allekirjoitus ja toiminnanohjaus.",
    },
    pricing: {
      title: "Hinnoittelu – Nettilasku",
      description:
        "Katso Nettilaskun palveluiden hinnat. Laskutus alkaen 9,90 €/kk (alv 0 %), 14 päivän maksuton kokeilu ilman luottokorttia.",
    },
    register: {
      title: "Rekisteröidy – Nettilasku",
      description:
        "Luo tunnus ja aloita maksuton 14 päivän kokeilu. Valitse palvelu, jolla haluat aloittaa: laskutus, allekirjoitus, taloushallinto ja muut.",
    },
    cleaning: {
      title: "Toiminnanohjaus siivousalalle – Nettilasku",
      description:
        "Asiakkaat, vuorosuunnittelu, reittisuunnittelu, työajanseuranta ja raportit yhdessä palvelussa siivousyritykselle. Alkaen 29 €/kk, kokeile 14 päivää maksutta.",
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
    newsletter: "Uutiskirje: vinkit ja uutiset kerran kuussa – tilaus avautuu pian.",
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
      "Valitse, mitä saamme tallentaa selaimeesi. Voit muuttaa valintaasi milloin tahansa jokaisen sivun alareunan {button}-painikkeesta.",
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
        "Lähetä verkkolaskut, allekirjoita sopimukset pankkitunnuksilla ja pidä talous kunnossa. Aloita 14 päivän maksuttomalla kokeilulla – luottokorttia ei tarvita.",
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
          description: "Luo tunnus, lisää yrityksen tiedot ja lähetä ensimmäinen lasku saman kahvikupin aikana.",
        },
        {
          title: "Turvallinen",
          description: "Tiedot salataan ja säilytetään EU:ssa. Allekirjoittajat tunnistetaan pankkitunnuksilla.",
        },
        {
          title: "Reilu hinta",
          description: "Maksat vain käyttämistäsi palveluista. Laskutus alkaen 9,90 €/kk (alv 0 %).",
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
    testimonials: {
      title: "Asiakkaamme kertovat",
      items: [
        {
          content:
            "Ennen laskutin Excelillä ja muistutin maksuista itse. Nyt laskut lähtevät verkkolaskuina ja muistutukset menevät automaattisesti.",
          name: "Maija Esimerkki",
          position: "Yrittäjä, graafinen suunnittelu",
        },
        {
          content: "Työsopimukset allekirjoitetaan nyt pankkitunnuksilla samana päivänä. Paperinippuja ei enää tarvitse postittaa.",
          name: "Jussi Testinen",
          position: "Toimitusjohtaja, rakennuspalvelu",
        },
        {
          content: "Tilitoimistomme näkee kuitit ja laskut suoraan palvelusta. Kuun vaihteen kiire on jäänyt pois.",
          name: "Aino Malli",
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
            "Laskutus maksaa alkaen 9,90 €/kk (alv 0 %). Kuukausihinta määräytyy laskuttavan yrityksen liikevaihdon ja lähetettyjen laskujen määrän mukaan. Muiden palveluiden hinnat löydät hinnoittelusivulta.",
        },
        {
          question: "Voinko kokeilla ilmaiseksi?",
          answer:
            "Kyllä. Kaikissa saatavilla olevissa palveluissa on 14 päivän maksuton kokeilu, eikä luottokorttia tarvita. Kokeilu päättyy itsestään, jos et jatka.",
        },
        {
          question: "Tarvitsenko erillisen ohjelman?",
          answer: "Et tarvitse. Palvelut toimivat selaimessa tietokoneella, tabletilla ja puhelimella. Asennettavaa ei ole.",
        },
        {
          question: "Voiko kirjanpitäjäni käyttää palvelua?",
          answer:
            "Voi. Voit antaa kirjanpitäjälle tai tilitoimistolle omat käyttöoikeudet, jolloin aineistoa ei tarvitse lähettää erikseen.",
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
      description: "Luo tunnus parissa minuutissa. 14 päivää maksutta, ei luottokorttia, ei sitoutumista.",
    },
  },
  productsPage: {
    title: "Tuotteet",
    intro: "Seitsemän palvelua, jotka toimivat yhdessä. Aloita yhdellä ja ota muut käyttöön silloin, kun niille on tarvetta.",
  },
  product: {
    featuresTitle: "Ominaisuudet",
    faqTitle: "Usein kysytyt kysymykset",
    mockupLabel: "Esimerkkinäkymä palvelusta",
  },
  about: {
    title: "Tietoa meistä",
    intro:
      "Nettilasku tekee yrittäjän paperitöistä nopeampia. Rakennamme selkeitä verkkopalveluita, joiden käyttöön ei tarvita koulutusta.",
    mission: {
      title: "Missiomme",
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
          title: "Tuki suomeksi",
          description: "Asiakaspalvelumme vastaa arkisin 9–17, ja ohjeet on kirjoitettu selkokielellä.",
        },
      ],
    },
    team: {
      title: "Tiimimme",
      intro: "Pieni tiimi, joka tuntee yrittäjän arjen.",
      members: [
        { name: "Laura Esimerkki", role: "Toimitusjohtaja", bio: "Vastaa siitä, että palvelut ratkaisevat oikeita ongelmia." },
        { name: "Mikko Malli", role: "Teknologiajohtaja", bio: "Pitää palvelut nopeina, turvallisina ja käytettävissä." },
        { name: "Sanna Testinen", role: "Asiakaspalvelun vetäjä", bio: "Auttaa asiakkaita alkuun ja kuuntelee palautetta." },
        { name: "Olli Kokeilu", role: "Tuotesuunnittelija", bio: "Muuttaa yrittäjien toiveet selkeiksi näkymiksi." },
      ],
    },
    history: {
      title: "Historiamme",
      events: [
        { year: "2016", text: "Aloitimme verkkolaskutuspalvelulla yksinyrittäjille." },
        { year: "2019", text: "Sähköinen allekirjoitus pankkitunnistautumisella otettiin käyttöön." },
        { year: "2022", text: "Taloushallinto ja toiminnanohjaus laajensivat palvelut kasvaville yrityksille." },
        { year: "2024", text: "Palvelulinkki yhdisti yritykset ja palveluntarjoajat samaan paikkaan." },
      ],
    },
  },
  contact: {
    title: "Ota yhteyttä",
    intro: "Autamme mielellämme käyttöönotossa, laskutuksessa ja kaikessa muussakin palveluihimme liittyvässä.",
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
    subtitle: "Maksat vain käyttämistäsi palveluista. Kaikissa saatavilla olevissa palveluissa on 14 päivän maksuton kokeilu.",
    from: "alkaen {price}/kk",
    vatNote: "Hinnat ilman arvonlisäveroa (alv 0 %).",
    viewPricing: "Katso hinnat",
    serviceLater: "Palvelu avautuu myöhemmin",
    pricingLater: "Hinnoittelu julkaistaan myöhemmin",
    invoicingNote: "Hinta määräytyy liikevaihdon ja lähetettyjen laskujen määrän mukaan.",
    demo: "Haluatko esittelyn? Varaa maksuton demo asiakaspalvelustamme.",
  },
  register: {
    title: "Rekisteröidy",
    subtitle: "Luo tunnus ja aloita 14 päivän maksuton kokeilu. Luottokorttia ei tarvita.",
    mainButton: "Luo tunnus",
    productsTitle: "Tai aloita suoraan tuotteesta",
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
    /** Fixed bottom bar of articles; {product} is the product the article's category is about. */
    tryProduct: "Kokeile {product}-tuotteita maksutta",
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
