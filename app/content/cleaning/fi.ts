import { facts } from "../../config/facts";
import type { CleaningContent } from "./types";

/** Copy of the cleaning-industry ERP landing page (Finnish only). */
export default {
  nav: {
    label: "Sivun osiot",
    hero: "Alkuun",
    features: "Ominaisuudet",
    pricing: "Hinnat",
    contact: "Yhteystiedot",
  },
  hero: {
    eyebrow: "Toiminnanohjaus siivousalalle",
    title: "Siivousyrityksen arki yhdestä paikasta",
    subtitle:
      "Asiakkaat, kohteet, työvuorot, reitit ja tunnit samassa palvelussa. Työntekijät näkevät päivän kohteet puhelimesta. Sinä näet, mitkä kohteet kannattavat. Hinnat alkaen {cleaningFromPrice}/kk (alv 0 %).",
    primary: "Kokeile maksutta",
    secondary: "Varaa esittely",
    trial: "{trialDays} päivää maksutta. Luottokorttia ei tarvita.",
  },
  claims: [
    { value: "4–6 h", label: "säästöä viikossa suunnittelussa ja paperitöissä" },
    { value: "15–25 %", label: "pienemmät matkakulut reittisuunnittelun ansiosta" },
    { value: "GDPR", label: "tietosuoja-asetuksen mukainen" },
    { value: "24/7", label: "palvelun tekninen tuki ympäri vuorokauden" },
  ],
  features: {
    title: "Näin palvelu helpottaa arkea",
    intro: "Kuusi osaa, jotka toimivat yhdessä. Tieto kulkee toimistolta työntekijälle ja takaisin ilman paperilappuja.",
    items: [
      {
        id: "customers",
        title: "Asiakkaat, kohteet ja avaimet",
        description:
          "Pidä asiakkaat, kohteet ja siivoussopimukset samassa rekisterissä. Kirjaa myös avaimet, niin tiedät aina, missä kunkin kohteen avain on.",
      },
      {
        id: "shifts",
        title: "Vuorosuunnittelu",
        description:
          "Suunnittele työvuorot yhdessä näkymässä. Näet heti, kuka on töissä ja missä kohteessa. Työntekijä näkee vuoronsa kohteet mobiilisovelluksesta.",
      },
      {
        id: "routes",
        title: "Reittisuunnittelu",
        description:
          "Suunnittele järkevä ajojärjestys kohteiden välillä. Kun reitti on mietitty valmiiksi, ajoon kuluu vähemmän aikaa ja rahaa.",
      },
      {
        id: "reports",
        title: "Raportit",
        description: "Katso tehdyt tunnit, kohteet ja kannattavuus. Näet, mitkä sopimukset kannattavat ja missä hinta on syytä tarkistaa.",
      },
      {
        id: "mobile",
        title: "Mobiilisovellus työntekijöille",
        description:
          "Työntekijä näkee puhelimesta päivän kohteet ja siivousohjeet. Kun työ on tehty, hän kuittaa sen sovelluksessa. Sinä näet kuittauksen toimistolla.",
      },
      {
        id: "time",
        title: "Tuntikirjaus",
        description:
          "Työntekijät kirjaavat työvuoron alun ja lopun. Tunnit ovat valmiina palkanlaskentaa varten, eikä tuntilappuja tarvitse koota käsin.",
      },
    ],
  },
  pricing: {
    title: "Hinnat",
    intro: "Valitse paketti työntekijöiden määrän mukaan. Aloita {trialDays} päivän maksuttomalla kokeilulla.",
    perMonth: "/kk (alv 0 %)",
    vatNote: "Kaikki hinnat ilman arvonlisäveroa (alv 0 %).",
    popularLabel: "Suosituin",
    choose: "Valitse paketti",
    trial: "{trialDays} päivää maksutta. Luottokorttia ei tarvita.",
    plans: [
      {
        name: "Startti",
        price: facts.cleaningPlanPrices.startti,
        description: "Enintään 5 työntekijää",
        maxEmployees: 5,
        features: [
          "Asiakkaat, kohteet ja avaimet",
          "Siivoussopimukset",
          "Vuoro- ja reittisuunnittelu",
          "Mobiilisovellus työntekijöille",
          "Tuntikirjaus ja raportit",
          "Tekninen tuki ympäri vuorokauden",
        ],
        popular: false,
      },
      {
        name: "Kasvava",
        price: facts.cleaningPlanPrices.kasvava,
        description: "Enintään 25 työntekijää",
        maxEmployees: 25,
        features: [
          "Kaikki Startin ominaisuudet",
          "Käyttäjätunnukset 25 työntekijälle",
          "Kannattavuus kohteittain",
          "Tunnit suoraan palkanlaskentaan",
          "Tekninen tuki ympäri vuorokauden",
        ],
        popular: true,
      },
      {
        name: "Enterprise",
        price: null,
        priceLabel: "Tarjouksen mukaan",
        description: "Rajaton määrä työntekijöitä",
        maxEmployees: null,
        features: [
          "Kaikki Kasvavan ominaisuudet",
          "Ei työntekijärajaa",
          "Hinta yrityksesi koon mukaan",
          "Tekninen tuki ympäri vuorokauden",
        ],
        popular: false,
      },
    ],
  },
  contact: {
    title: "Pyydä esittely tai tarjous",
    intro:
      "Haluatko nähdä, miten palvelu toimii sinun kohteissasi? Ota yhteyttä, niin sovimme esittelyn tai teemme tarjouksen. Myynti vastaa puhelimeen arkisin 9–17. Palvelun tekninen tuki toimii ympäri vuorokauden.",
    emailLabel: "Sähköposti",
    phoneLabel: "Puhelin",
    hoursLabel: "Myynti ja neuvonta puhelimitse",
    hours: "arkisin 9–17",
    button: "Pyydä tarjous",
  },
} satisfies CleaningContent;
