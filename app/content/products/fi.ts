import type { ProductId } from "~/config/products";
import type { ProductContent } from "../schema";

/** Product copy in Finnish. */
export default {
  invoicing: {
    name: "Laskutus",
    searchTitle: "Laskutus – laskutusohjelma yrittäjälle | Nettilasku",
    tagline: "Lähetä kaikki laskut yhdestä paikasta ja näe heti, mitkä on maksettu.",
    description:
      "Laskutuksella lähetät verkkolaskut, PDF-laskut sähköpostilla ja paperilaskut postitse samasta paikasta. Maksumuistutukset lähtevät automaattisesti, ja viitenumeroiden avulla näet, mitkä laskut on maksettu. Hinta alkaen {invoicingFromPrice}/kk (alv 0 %).",
    badge: "Suosituin",
    features: [
      {
        title: "Verkko-, PDF- ja paperilaskut",
        description:
          "Lähetä verkkolasku Finvoice-muodossa, PDF-lasku sähköpostilla tai paperilasku postitse. Valitset tavan asiakkaan mukaan, ja kaikki hoituu samasta näkymästä.",
      },
      {
        title: "Automaattiset maksumuistutukset",
        description: "Kun eräpäivä menee ohi, muistutus lähtee asiakkaalle automaattisesti. Sinun ei tarvitse muistaa eikä kysellä perään.",
      },
      {
        title: "Maksujen seuranta",
        description:
          "Viitenumeroiden avulla maksut kohdistuvat oikeisiin laskuihin. Näet yhdellä silmäyksellä, mitkä laskut on maksettu ja mitkä ovat vielä avoinna.",
      },
      {
        title: "Toistuvat laskut",
        description:
          "Tee toistuva lasku kerran, niin se lähtee jatkossa itsestään. Sopii esimerkiksi kuukausimaksuihin ja ylläpitosopimuksiin.",
      },
      {
        title: "Käyttöoikeudet kirjanpitäjälle",
        description: "Anna kirjanpitäjällesi käyttöoikeudet palveluun. Hän näkee laskut heti, eikä niitä tarvitse lähettää erikseen.",
      },
      {
        title: "Korttimaksulinkki laskulle (tulossa)",
        description: "Jatkossa voit lisätä laskuun linkin, jonka kautta asiakas maksaa laskun heti luottokortilla. Tilisiirtoa ei tarvita.",
      },
    ],
    faqs: [
      {
        question: "Mitä Laskutus maksaa?",
        answer:
          "Hinta alkaa {invoicingFromPrice}/kk (alv 0 %). Kuukausihinta määräytyy yrityksesi liikevaihdon ja lähetettyjen laskujen määrän mukaan. Jos haluat käydä hinnoittelun läpi yhdessä, varaa esittely.",
      },
      {
        question: "Voinko kokeilla Laskutusta maksutta?",
        answer:
          "Voit. Saat {trialDays} päivän maksuttoman kokeilun, eikä luottokorttia tarvita. Voit tehdä ja lähettää laskuja heti ensimmäisestä päivästä alkaen.",
      },
      {
        question: "Voiko kirjanpitäjäni käyttää Laskutusta?",
        answer:
          "Voi. Anna kirjanpitäjällesi käyttöoikeudet, niin hän näkee laskut ja maksut suoraan palvelusta. Sinun ei tarvitse lähettää laskuja hänelle erikseen.",
      },
    ],
    ctaTitle: "Lähetä ensimmäinen laskusi jo tänään",
    ctaDescription: "Kokeile Laskutusta {trialDays} päivää maksutta ilman luottokorttia. Haluatko nähdä palvelun ensin? Varaa esittely.",
    ctaButtonText: "Kokeile maksutta",
    exploreMoreText: "Tutustu lisää",
    freeStartText: "Aloita maksutta",
    trialInfo: "{trialDays} päivää maksutta, ei luottokorttia",
    mockupDescription:
      "Kuvitteellinen laskulista, jossa jokaisella laskulla näkyy asiakas, summa, eräpäivä ja tila: maksettu, avoinna tai myöhässä. Yläreunassa on painike uuden laskun tekemiseen.",
  },
  sign: {
    name: "Allekirjoitus",
    searchTitle: "Allekirjoitus – sähköinen allekirjoitus | Nettilasku",
    tagline: "Sähköinen allekirjoitus, jossa allekirjoittaja tunnistetaan pankkitunnuksilla.",
    description:
      "Lataa PDF, lisää allekirjoittajat ja lähetä asiakirja sähköpostilla tai tekstiviestillä. Allekirjoittajat tunnistautuvat pankkitunnuksilla tai mobiilivarmenteella, ja allekirjoitukset ovat EU:n eIDAS-asetuksen mukaisesti oikeudellisesti sitovia. Allekirjoitettu asiakirja säilyy turvassa vähintään 10 vuotta.",
    features: [
      {
        title: "Tunnistus pankkitunnuksilla",
        description:
          "Allekirjoittaja tunnistautuu pankkitunnuksilla tai mobiilivarmenteella. Tiedät, kuka asiakirjan oikeasti allekirjoitti.",
      },
      {
        title: "Sähköpostilla tai tekstiviestillä",
        description: "Lähetä allekirjoituspyyntö sähköpostilla tai tekstiviestillä sen mukaan, kumpi tavoittaa vastaanottajan paremmin.",
      },
      {
        title: "Tila ja muistutukset",
        description:
          "Näet, kuka on jo allekirjoittanut ja keneltä allekirjoitus vielä puuttuu. Muistutus lähtee, eikä sinun tarvitse soitella perään.",
      },
      {
        title: "Tapahtumaloki",
        description:
          "Jokaisesta allekirjoituksesta tallentuu, kuka allekirjoitti, milloin ja miten hänet tunnistettiin. Tiedot säilytetään turvallisesti asiakirjan rinnalla.",
      },
      {
        title: "Arkisto vähintään 10 vuodeksi",
        description:
          "Allekirjoitetut asiakirjat säilytetään turvallisesti vähintään 10 vuotta. Löydät sopimuksen silloinkin, kun sitä tarvitaan vuosien päästä.",
      },
      {
        title: "Asiakirjapohjat (tulossa)",
        description:
          "Jatkossa voit tallentaa usein käyttämäsi sopimukset pohjiksi ja lähettää ne allekirjoitettaviksi muutamalla klikkauksella.",
      },
    ],
    faqs: [
      {
        question: "Onko sähköinen allekirjoitus oikeudellisesti pätevä?",
        answer:
          "On. Allekirjoitukset ovat oikeudellisesti sitovia EU:n eIDAS-asetuksen mukaisesti. Koska allekirjoittaja tunnistetaan vahvasti pankkitunnuksilla tai mobiilivarmenteella, tiedät aina, kuka asiakirjan allekirjoitti.",
      },
      {
        question: "Kuinka kauan allekirjoitettuja asiakirjoja säilytetään?",
        answer:
          "Allekirjoitetut asiakirjat säilytetään vähintään 10 vuotta. Niiden rinnalle tallentuu tapahtumaloki, josta näkee, kuka allekirjoitti, milloin ja miten hänet tunnistettiin.",
      },
      {
        question: "Tarvitseeko allekirjoittajan rekisteröityä palveluun?",
        answer:
          "Ei tarvitse. Allekirjoittaja avaa linkin sähköpostista tai tekstiviestistä ja tunnistautuu omilla pankkitunnuksillaan tai mobiilivarmenteella. Muuta ei tarvita.",
      },
    ],
    ctaTitle: "Sopimukset allekirjoitettuina ilman tulostinta",
    ctaDescription: "Lähetä ensimmäinen asiakirja allekirjoitettavaksi jo tänään. Kokeilu on maksuton.",
    ctaButtonText: "Kokeile maksutta",
    exploreMoreText: "Tutustu lisää",
    freeStartText: "Aloita maksutta",
    trialInfo: "{trialDays} päivää maksutta, ei luottokorttia",
    mockupDescription:
      "Kuvitteellinen näkymä allekirjoitettavasta sopimuksesta. Sivussa on allekirjoittajien lista, jossa kahdella on merkintä ”Allekirjoitettu” ja yhdellä ”Odottaa”, sekä painike muistutuksen lähettämiseen.",
  },
  financing: {
    name: "Taloushallinto",
    searchTitle: "Taloushallinto – kirjanpito, palkat ja alv | Nettilasku",
    tagline: "Kirjanpito, palkat ja alv-ilmoitukset samassa palvelussa.",
    description:
      "Taloushallinnolla hoidat kirjanpidon, palkanlaskennan ja arvonlisäveroilmoitukset yhdessä paikassa. Kuvaa kuitit puhelimella, kirjaa pankkitapahtumat ja katso tuloslaskelmasta ja taseesta, miten yrityksellä menee. Voit tehdä kaiken itse tai antaa kirjanpitäjällesi käyttöoikeudet.",
    features: [
      {
        title: "Kirjanpito",
        description:
          "Pankkitapahtumat näkyvät palvelussa, joten kirjaat ne suoraan oikeille tileille. Kirjanpito pysyy ajan tasalla ilman paperipinoja.",
      },
      {
        title: "Palkanlaskenta",
        description: "Laske palkat ja tee palkkalaskelmat samassa palvelussa kuin muu kirjanpito. Palkat kirjautuvat suoraan kirjanpitoon.",
      },
      {
        title: "Alv-ilmoitukset",
        description:
          "Palvelu laskee kauden arvonlisäveron ja valmistelee ilmoituksen Verohallinnolle. Sinä tarkistat luvut ja lähetät ilmoituksen.",
      },
      {
        title: "Kuitit puhelimella",
        description: "Ota kuitista kuva puhelimella, niin se tallentuu kirjanpitoon. Kuittipussia ei enää tarvita.",
      },
      {
        title: "Raportit",
        description:
          "Tuloslaskelma ja tase ovat valmiina silloin, kun tarvitset niitä. Näet yhdellä silmäyksellä, miten yritykselläsi menee.",
      },
      {
        title: "Yhteistyö kirjanpitäjän kanssa",
        description: "Anna kirjanpitäjällesi käyttöoikeudet. Teette töitä samojen tietojen parissa ilman tiedostojen lähettelyä.",
      },
    ],
    faqs: [
      {
        question: "Tarvitsenko vielä kirjanpitäjää?",
        answer:
          "Et välttämättä. Voit hoitaa kirjanpidon ja ilmoitukset itse tai antaa kirjanpitäjällesi käyttöoikeudet ja jakaa työt hänen kanssaan. Valinta on sinun.",
      },
      {
        question: "Voinko siirtyä Taloushallintoon toisesta järjestelmästä?",
        answer:
          "Voit. Tuo avaavat saldot palveluun ja siirrä muut tiedot tarvittaessa CSV-tiedostona. Näin jatkat siitä, mihin edellisessä järjestelmässä jäit.",
      },
      {
        question: "Miten alv-ilmoitus toimii?",
        answer:
          "Palvelu laskee kauden arvonlisäveron kirjanpidon perusteella ja valmistelee ilmoituksen. Sinä tarkistat luvut ja lähetät ilmoituksen Verohallinnolle. Laskeminen jää pois, mutta päätös pysyy sinulla.",
      },
    ],
    ctaTitle: "Ota taloushallinto haltuun",
    ctaDescription: "Aloita maksutta ja katso, miten kirjanpito, palkat ja alv hoituvat samasta paikasta.",
    ctaButtonText: "Aloita maksutta",
    exploreMoreText: "Tutustu lisää",
    freeStartText: "Aloita maksutta",
    mockupDescription:
      "Kuvitteellinen taloushallinnon etusivu: kuukauden tulot ja menot pylväskaaviona, lista kirjaamattomista pankkitapahtumista ja muistutus seuraavan alv-ilmoituksen eräpäivästä.",
  },
  erp: {
    name: "Toiminnanohjaus",
    searchTitle: "Toiminnanohjaus – projektit ja työtunnit | Nettilasku",
    tagline: "Projektit, tekijät ja tunnit hallintaan – ja suoraan laskulle.",
    description:
      "Toiminnanohjaus on tehty yrityksille, jotka tekevät projekti- tai kenttätyötä. Suunnittele projektit ja aikataulut, kirjaa tunnit puhelimella ja laskuta hyväksytyt tunnit ja materiaalit Laskutuksen kautta. Raporteista näet, mitkä projektit kannattavat.",
    features: [
      {
        title: "Projektit",
        description: "Kokoa projektin tehtävät, tekijät, tunnit ja materiaalit yhteen paikkaan. Kaikki tietävät, mitä on tekeillä.",
      },
      {
        title: "Resurssisuunnittelu",
        description: "Näe, kuka on vapaana ja milloin, ja aikatauluta työt sen mukaan. Päällekkäiset varaukset huomaa ajoissa.",
      },
      {
        title: "Tuntikirjaus puhelimella",
        description:
          "Tekijät kirjaavat tunnit puhelimella suoraan työkohteessa. Lappuja ja muistin varassa koottuja tuntilistoja ei tarvita.",
      },
      {
        title: "Esihenkilön hyväksyntä",
        description:
          "Esihenkilö tarkistaa ja hyväksyy tuntikirjaukset ennen laskutusta. Virheet korjataan ennen kuin ne päätyvät asiakkaalle.",
      },
      {
        title: "Tunnit ja materiaalit laskulle",
        description: "Hyväksytyt tunnit ja käytetyt materiaalit siirtyvät Laskutukseen laskuiksi. Mitään ei tarvitse näpytellä uudelleen.",
      },
      {
        title: "Projektiraportit",
        description: "Vertaa projektin tunteja ja kuluja laskutukseen. Näet, mitkä projektit tuottavat ja missä raha karkaa.",
      },
    ],
    faqs: [
      {
        question: "Kenelle Toiminnanohjaus sopii?",
        answer:
          "Se on tehty 2–100 hengen tiimeille, jotka tekevät projekti- tai kenttätyötä. Se sopii esimerkiksi asennus-, huolto- ja rakennusalan yrityksille sekä konsulttitoimistoille.",
      },
      {
        question: "Toimiiko Toiminnanohjaus puhelimella?",
        answer:
          "Toimii. Tekijät kirjaavat tunnit puhelimella suoraan työkohteessa, eikä tuntilistoja tarvitse siirtää jälkikäteen. Palvelu toimii selaimessa, joten erillistä asennusta ei tarvita.",
      },
      {
        question: "Voiko hyväksytyt tunnit laskuttaa suoraan?",
        answer:
          "Voi. Kun esihenkilö on hyväksynyt tunnit, ne siirtyvät materiaalien kanssa Laskutukseen, jossa teet niistä laskun. Näin jokainen tehty tunti päätyy laskulle.",
      },
    ],
    ctaTitle: "Vähemmän säätöä, enemmän laskutettuja tunteja",
    ctaDescription: "Aloita maksutta ja katso, miten projektit, tunnit ja laskutus kulkevat samassa ketjussa.",
    ctaButtonText: "Aloita maksutta",
    exploreMoreText: "Tutustu lisää",
    freeStartText: "Aloita maksutta",
    mockupDescription:
      "Kuvitteellinen viikkonäkymä, jossa tiimin jäsenet ovat riveinä ja projektit värillisinä palkkeina päivien kohdalla. Sivupaneelissa näkyvät hyväksyntää odottavat tuntikirjaukset.",
  },
  crm: {
    name: "CRM",
    searchTitle: "CRM – asiakkuudenhallinta pienyritykselle | Nettilasku",
    tagline: "Asiakkaat, myynti ja tarjoukset yhdessä paikassa.",
    description:
      "CRM kokoaa asiakastiedot, myyntiputken ja tarjoukset samaan paikkaan. Muistutukset kertovat, milloin on aika ottaa yhteyttä, ja sähköpostihistoriasta näet, mistä on jo puhuttu. CRM ei ole vielä käytössä, mutta se on tulossa pian.",
    features: [
      {
        title: "Asiakastiedot",
        description:
          "Asiakkaan tiedot, yhteyshenkilöt ja muistiinpanot kootaan yhdelle kortille. Tietoja ei tarvitse etsiä sähköposteista.",
      },
      {
        title: "Myyntiputki",
        description: "Näet, missä vaiheessa kukin kauppa on ja mitä seuraavaksi pitää tehdä.",
      },
      {
        title: "Tarjoukset",
        description: "Tee tarjous suoraan asiakkaan tiedoista ja seuraa, onko se hyväksytty.",
      },
      {
        title: "Muistutukset yhteydenotoista",
        description: "Saat muistutuksen, kun on aika soittaa tai lähettää viesti. Asiakkaalle annetut lupaukset eivät unohdu.",
      },
      {
        title: "Sähköpostihistoria",
        description: "Asiakkaan kanssa käydyt sähköpostit näkyvät asiakkaan tiedoissa. Näet yhdellä silmäyksellä, mistä on sovittu.",
      },
      {
        title: "Myyntiraportit",
        description: "Seuraa myynnin kehitystä ja näe, mistä uudet kaupat tulevat.",
      },
    ],
    faqs: [
      {
        question: "Milloin CRM tulee käyttöön?",
        answer: "CRM julkaistaan myöhemmin. Emme lupaa päivämäärää ennen kuin palvelu on valmis. Kerromme avautumisesta näillä sivuilla.",
      },
      {
        question: "Toimiiko CRM yhdessä Laskutuksen kanssa?",
        answer: "Sitä suunnitellaan. Tavoitteena on, että asiakastiedot ovat käytettävissä molemmissa palveluissa ilman kopiointia.",
      },
      {
        question: "Paljonko CRM maksaa?",
        answer: "Hinnoittelu julkaistaan myöhemmin. Tällä hetkellä CRM:stä ei peritä maksua, koska se ei ole vielä käytössä.",
      },
    ],
    ctaTitle: "CRM on tulossa",
    ctaDescription: "CRM ei ole vielä käytössä. Voit ottaa sen käyttöön heti, kun se avautuu.",
    ctaButtonText: "Aloita maksutta",
    exploreMoreText: "Tutustu lisää",
    freeStartText: "Aloita maksutta",
    comingSoon: "Tulossa pian",
  },
  offerly: {
    name: "Palvelulinkki",
    searchTitle: "Palvelulinkki – tarjoukset palveluntarjoajilta | Nettilasku",
    tagline: "Kerro, mitä tarvitset – palveluntarjoajat lähettävät sinulle tarjouksia.",
    description:
      "Palvelulinkissä jätät tarjouspyynnön, kun tarvitset esimerkiksi kirjanpitäjän, IT-palveluita tai apua markkinointiin. Palveluntarjoajat lähettävät tarjouksensa, ja sinä vertailet niitä rinnakkain ja valitset sopivimman. Pyytäjälle palvelu on maksuton, ja palveluntarjoajat saavat uusia asiakkaita.",
    features: [
      {
        title: "Jätä tarjouspyyntö",
        description: "Kerro muutamalla lauseella, mitä tarvitset ja milloin. Tarjouspyynnön jättäminen on maksutonta.",
      },
      {
        title: "Vastaanota tarjouksia",
        description: "Kiinnostuneet palveluntarjoajat lähettävät sinulle tarjouksensa. Sinun ei tarvitse etsiä ja soitella itse.",
      },
      {
        title: "Vertaile rinnakkain",
        description: "Näet tarjousten hinnat ja sisällöt vierekkäin. Valinta on helpompi, kun kaikki on samassa muodossa.",
      },
      {
        title: "Tarkistetut palveluntarjoajat",
        description: "Jokaisen palveluntarjoajan Y-tunnus tarkistetaan. Tiedät, että tarjous tulee oikealta yritykseltä.",
      },
      {
        title: "Viestit",
        description:
          "Kysy tarkennuksia ja sovi yksityiskohdista suoraan palvelun viesteillä. Keskustelut pysyvät tallessa tarjouksen yhteydessä.",
      },
      {
        title: "Palveluntarjoajille uusia asiakkaita",
        description:
          "Palveluntarjoajana näet oman alasi tarjouspyynnöt ja voit vastata niihin. Tavoitat yrityksiä, jotka etsivät juuri sinun palveluitasi.",
      },
    ],
    faqs: [
      {
        question: "Mitä tarjouspyynnön jättäminen maksaa?",
        answer: "Ei mitään. Tarjouspyynnön jättäminen ja tarjousten vertailu ovat pyytäjälle maksuttomia.",
      },
      {
        question: "Keitä palveluntarjoajat ovat?",
        answer:
          "Palveluntarjoajat ovat yrityksiä, esimerkiksi tilitoimistoja, IT-palveluyrityksiä ja markkinointitoimistoja. Jokaisen palveluntarjoajan Y-tunnus on tarkistettu.",
      },
      {
        question: "Onko minun pakko hyväksyä jokin tarjous?",
        answer: "Ei ole. Voit vertailla tarjouksia rauhassa ja jättää kaikki hyväksymättä, jos mikään ei sovi. Päätös on aina sinun.",
      },
    ],
    ctaTitle: "Löydä sopiva tekijä helpommin",
    ctaDescription: "Jätä tarjouspyyntö maksutta ja katso, millaisia tarjouksia saat.",
    ctaButtonText: "Jätä tarjouspyyntö",
    exploreMoreText: "Tutustu lisää",
    freeStartText: "Aloita maksutta",
    mockupDescription:
      "Kuvitteellinen tarjousvertailu: kolme palveluntarjoajan tarjousta rinnakkain, kussakin hinta, aikataulu ja lyhyt kuvaus. Jokaisen tarjouksen alla on painike tarjouksen valitsemiseen.",
  },
  kyc: {
    name: "KYC",
    searchTitle: "KYC – asiakkaan vahva tunnistaminen | Nettilasku",
    tagline: "Tunnista asiakkaasi vahvasti ja pidä tunnistustiedot tallessa.",
    description:
      "KYC:n avulla asiakkaasi tunnistautuvat pankkitunnuksilla tai mobiilivarmenteella. Tunnistustiedot ja vastaukset tosiasiallisia edunsaajia koskeviin kysymyksiin tallentuvat rahanpesulain mukaisten velvoitteidesi tueksi. KYC on tulossa pian.",
    features: [
      {
        title: "Vahva tunnistaminen",
        description: "Asiakas tunnistautuu pankkitunnuksilla tai mobiilivarmenteella. Tiedät, kenen kanssa asioit.",
      },
      {
        title: "Tunnistustiedot tallessa",
        description: "Tunnistuksen tiedot tallennetaan, jotta ne ovat käytettävissä rahanpesulain mukaisia velvoitteitasi varten.",
      },
      {
        title: "Tosiasialliset edunsaajat",
        description:
          "Kysy asiakkaalta tosiasiallisista edunsaajista samalla kertaa tunnistuksen kanssa. Vastaukset tallentuvat tunnistustietojen rinnalle.",
      },
      {
        title: "Tunnistuslinkki asiakkaalle",
        description:
          "Lähetä asiakkaalle tunnistuslinkki sähköpostilla tai tekstiviestillä. Asiakas tunnistautuu silloin, kun hänelle sopii.",
      },
      {
        title: "Tunnistusten tila",
        description: "Näet, ketkä asiakkaista on jo tunnistettu ja keneltä tunnistus vielä puuttuu.",
      },
      {
        title: "Raportit ja vienti",
        description: "Saat tunnistukset raporttina, ja voit viedä tiedot tiedostona omaan arkistoosi.",
      },
    ],
    faqs: [
      {
        question: "Kuka tarvitsee KYC:tä?",
        answer:
          "Asiakkaan tunteminen koskee yrityksiä, joilla on rahanpesulain mukaisia velvoitteita. Tällaisia ovat esimerkiksi tilitoimistot, kiinteistönvälittäjät ja luotonantajat.",
      },
      {
        question: "Millä tavoilla asiakas voi tunnistautua?",
        answer:
          "Asiakas tunnistautuu pankkitunnuksillaan tai mobiilivarmenteella. Molemmat ovat vahvan sähköisen tunnistamisen menetelmiä.",
      },
      {
        question: "Milloin KYC tulee käyttöön?",
        answer: "KYC julkaistaan myöhemmin, emmekä vielä lupaa tarkkaa päivämäärää. Voit ottaa sen käyttöön heti, kun se avautuu.",
      },
    ],
    ctaTitle: "Asiakkaan tunteminen helpommaksi",
    ctaDescription: "KYC on tulossa pian. Voit ottaa sen käyttöön heti, kun se avautuu.",
    ctaButtonText: "Aloita maksutta",
    exploreMoreText: "Tutustu lisää",
    freeStartText: "Aloita maksutta",
    comingSoon: "Tulossa pian",
    mockupDescription:
      "Kuvitteellinen näkymä KYC-palvelusta: asiakas valitsee tunnistustavaksi pankkitunnukset tai mobiilivarmenteen, ja lopuksi näkyy vahvistetun henkilöllisyyden kortti nimineen, tunnistustapoineen ja tosiasiallisia edunsaajia koskevine vastauksineen.",
  },
} satisfies Record<ProductId, ProductContent>;
