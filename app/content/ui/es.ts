/** Interface copy in Spanish (Spain). Same keys as the Finnish source (fi.ts). */
import type { Messages } from "./fi";

const es = {
  meta: {
    cookies: {
      title: "Política de cookies – Nettilasku",
      description: "Qué guarda el sitio de Nettilasku en tu navegador, por qué y durante cuánto tiempo, y cómo cambiar tu elección.",
    },
    home: {
      title: "Nettilasku – facturación, firma y finanzas para autónomos",
      description:
        "Facturación electrónica desde {invoicingFromPrice}/mes (IVA no incluido), firma electrónica con identificación bancaria, finanzas y ERP. Prueba gratuita de {trialDays} días.",
    },
    about: {
      title: "Quiénes somos – Nettilasku",
      description:
        "Creamos servicios en línea sencillos para autónomos y pequeñas empresas de Finlandia. Conoce nuestra misión, nuestro equipo y por qué nos eligen nuestros clientes.",
    },
    contact: {
      title: "Contacto – Nettilasku",
      description:
        "Atención al cliente en finés e inglés, de lunes a viernes de 9:00 a 17:00, por correo electrónico y por teléfono. Consulta nuestros datos y la dirección en Tampere.",
    },
    products: {
      title: "Productos – Nettilasku",
      description:
        "Siete servicios para el día a día de tu pequeña empresa: Facturación, Firma, Finanzas, ERP, CRM, Conecta y KYC. Empieza con uno y añade los demás cuando quieras.",
    },
    blog: {
      title: "Blog – consejos de facturación y finanzas | Nettilasku",
      description:
        "Guías prácticas para autónomos y pequeñas empresas: facturación electrónica, declaración del IVA, firma electrónica y ERP, explicados paso a paso.",
    },
    pricing: {
      title: "Precios – Nettilasku",
      description:
        "Consulta los precios de Nettilasku: el servicio Facturación desde {invoicingFromPrice}/mes (IVA no incluido) y prueba gratuita de {trialDays} días, sin tarjeta de crédito.",
    },
    register: {
      title: "Regístrate – Nettilasku",
      description:
        "Regístrate y empieza tu prueba gratuita de {trialDays} días. Elige con qué servicio quieres empezar: Facturación, Firma, Finanzas u otro.",
    },
    cleaning: {
      title: "ERP para empresas de limpieza – Nettilasku",
      description:
        "Clientes, turnos, rutas, registro de horas e informes en un solo servicio para tu empresa de limpieza. Desde {cleaningFromPrice}/mes (IVA no incluido). Prueba gratuita de {trialDays} días.",
    },
    notFound: {
      title: "Página no encontrada – Nettilasku",
      description:
        "La página que buscas no existe o ha cambiado de dirección. Vuelve a la página de inicio de Nettilasku para encontrar lo que necesitas.",
    },
    /** Title pattern of blog articles. */
    articleTitle: "{title} | Blog de Nettilasku",
  },
  common: {
    skipToContent: "Saltar al contenido",
    newTab: "(se abre en una pestaña nueva)",
    /** Premium-rate notice; {price} is formatted per locale. */
    phoneNotice: "{price}/min + IVA",
    comingSoon: "Próximamente",
    bookDemo: "Reserva una demo",
    breadcrumb: "Ruta de navegación",
  },
  nav: {
    label: "Menú principal",
    home: "Inicio",
    products: "Productos",
    about: "Quiénes somos",
    blog: "Blog",
    pricing: "Precios",
    contact: "Contacto",
    allProducts: "Todos los productos",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    mobileMenuTitle: "Menú",
    logoLabel: "Nettilasku – ir a la página de inicio",
    register: "Regístrate",
    login: "Iniciar sesión",
    callUs: "Llámanos",
  },
  language: {
    label: "Idioma",
    choose: "Cambiar idioma",
    finnishOnly: "solo en finés",
  },
  footer: {
    tagline: "Servicios en línea sencillos para pequeñas empresas y autónomos.",
    products: "Productos",
    moreProducts: "Más productos",
    company: "Empresa",
    blogFeed: "Consejos y novedades en el blog: sigue su feed RSS",
    social: "Síguenos",
    terms: "Condiciones de uso y privacidad",
    cookies: "Configuración de cookies",
    copyright: "© {year} {entity}. Todos los derechos reservados.",
  },
  consent: {
    label: "Aviso de cookies",
    /** The notice is three short pieces, so none of them is a page's largest text (its LCP). */
    lead: "¿Podemos recordar de dónde vienes?",
    text: "Solo guardamos lo que el sitio necesita.",
    marketingNote: "Si lo permites, anotamos también el anuncio que te trajo.",
    policy: "Política de cookies",
    accept: "Aceptar todo",
    reject: "Rechazar todo",
    settings: "Configuración",
    settingsTitle: "Configuración de cookies",
    settingsText:
      "Elige qué podemos guardar en tu navegador. Puedes cambiar tu elección en cualquier momento con el botón {button} al pie de cada página.",
    necessaryTitle: "Estrictamente necesarias",
    necessaryText: "Tu elección de consentimiento y tu idioma. Sin ellas, el sitio no puede recordar tus elecciones.",
    alwaysOn: "Siempre activas",
    marketingTitle: "Marketing",
    marketingText:
      "Qué anuncio o enlace te trajo aquí y la primera página que viste. Cuando empiezas una prueba gratuita, estos datos se envían a la página de registro para saber qué campañas funcionan. Los datos de campaña se guardan durante {days}.",
    save: "Guardar elección",
  },
  cookiePolicy: {
    title: "Política de cookies",
    intro:
      "Este sitio no instala cookies ni usa seguimiento de terceros. Guarda los datos que se indican abajo en el almacenamiento local de tu navegador (localStorage). Los estrictamente necesarios se guardan siempre; los de marketing, solo con tu consentimiento.",
    tableCaption: "Qué guarda el sitio en tu navegador",
    key: "Clave",
    category: "Categoría",
    purpose: "Finalidad",
    lifetime: "Conservación",
    categories: {
      necessary: "Estrictamente necesaria",
      marketing: "Marketing",
    },
    purposes: {
      consent: "Tu consentimiento: qué categorías permites, la versión de la política y cuándo elegiste.",
      language: "El idioma que elegiste en el menú de idiomas.",
      languageBanner: "Que cerraste la sugerencia de cambiar de idioma.",
      utm_params: "Los parámetros UTM del enlace de la campaña (fuente, medio, campaña, término, contenido).",
      gclid: "El identificador de clic de Google Ads.",
      last_saved: "Cuándo se guardaron los datos de campaña, para borrarlos a tiempo.",
      landing_page: "La primera página a la que llegaste.",
      referrer: "La página desde la que llegaste al sitio.",
      registration_page: "La página en la que empezaste a registrarte.",
    },
    lifetimes: {
      untilCleared: "Hasta que borres el almacenamiento del navegador",
      untilWithdrawn: "Hasta que retires el consentimiento o caduque ({duration})",
    },
    changeTitle: "Cambiar tu elección",
    changeText:
      "Puedes dar o retirar tu consentimiento en cualquier momento. Al retirar el consentimiento de marketing, todos los datos de marketing se borran de tu navegador al instante.",
    openSettings: "Abrir la configuración de cookies",
    noScript: "La configuración de cookies necesita JavaScript. Sin JavaScript, el sitio no guarda nada.",
  },
  home: {
    hero: {
      eyebrow: "Para empresas establecidas en Finlandia",
      title: "Facturas, contratos y contabilidad en un solo sitio",
      subtitle:
        "Envía facturas electrónicas, firma contratos con identificación bancaria y lleva tus cuentas al día. Empieza con una prueba gratuita de {trialDays} días, sin tarjeta de crédito.",
      register: "Regístrate",
      explore: "Descubre los productos",
    },
    products: {
      title: "Nuestros productos",
      subtitle: "Elige el servicio que necesitas ahora. El resto puedes activarlo cuando tu empresa crezca.",
      learnMore: "Más información",
    },
    features: {
      title: "¿Por qué Nettilasku?",
      items: [
        {
          title: "Listo en minutos",
          description: "Crea tu cuenta, añade los datos de tu empresa y envía tu primera factura en lo que tardas en tomarte un café.",
        },
        {
          title: "Seguro",
          description: "Tus datos se cifran y se guardan en la UE. Los firmantes acreditan su identidad con la identificación bancaria.",
        },
        {
          title: "Precio justo",
          description:
            "Solo pagas por los servicios que usas. El servicio Facturación cuesta desde {invoicingFromPrice}/mes (IVA no incluido).",
        },
        {
          title: "Ayuda cuando la necesitas",
          description:
            "Nuestro equipo en Finlandia te atiende en finés e inglés, de lunes a viernes de 9:00 a 17:00, por correo electrónico y por teléfono.",
        },
      ],
    },
    stats: {
      title: "Nettilasku en cifras",
      labels: {
        users: "usuarios",
        invoices: "facturas enviadas",
        contracts: "contratos firmados",
        uptime: "disponibilidad",
      },
    },
    // Example customers (fictional): replace with real ones, then set testimonials to false in app/content/examples.ts.
    testimonials: {
      title: "Lo que dicen nuestros clientes",
      items: [
        {
          content:
            "Antes facturaba con Excel y reclamaba los pagos yo misma. Ahora envío facturas electrónicas y los recordatorios de pago salen solos.",
          name: "Hanna Korpela",
          position: "Autónoma, diseño gráfico",
        },
        {
          content:
            "Ahora firmamos los contratos de trabajo el mismo día, con identificación bancaria. Se acabó mandar montones de papeles por correo postal.",
          name: "Jari Heikkilä",
          position: "Director general, servicios de construcción",
        },
        {
          content: "Nuestra gestoría ve los tickets y las facturas directamente en el servicio. Se acabaron las prisas de cada fin de mes.",
          name: "Elina Saarinen",
          position: "Socia, cafetería",
        },
      ],
    },
    faq: {
      title: "Preguntas frecuentes",
      items: [
        {
          question: "¿Cuánto cuesta Nettilasku?",
          answer:
            "El servicio Facturación cuesta desde {invoicingFromPrice}/mes (IVA no incluido). El precio mensual depende del volumen de negocio de tu empresa y del número de facturas que envías. Los precios de los demás servicios están en la página de precios.",
        },
        {
          question: "¿Puedo probarlo gratis?",
          answer:
            "Sí. Todos los servicios disponibles tienen una prueba gratuita de {trialDays} días, sin tarjeta de crédito. Si decides no seguir, la prueba termina sola.",
        },
        {
          question: "¿Tengo que instalar algún programa?",
          answer: "No. Los servicios funcionan en el navegador del ordenador, la tableta o el móvil. No hay nada que instalar.",
        },
        {
          question: "¿Puede usarlo mi gestoría?",
          answer:
            "Sí. Tú das a tu gestoría su propio acceso y la gestoría consulta tu documentación directamente en el servicio. Así no tienes que enviársela por separado.",
        },
        {
          question: "¿Dónde se guardan mis datos?",
          answer:
            "Tus datos se guardan cifrados en servidores situados en la UE. Tratamos los datos personales conforme al Reglamento General de Protección de Datos (RGPD).",
        },
        {
          question: "¿Cómo consigo ayuda?",
          answer:
            "Ofrecemos atención al cliente en finés e inglés, de lunes a viernes de 9:00 a 17:00 (hora de Finlandia). Puedes escribirnos o llamar a nuestro número de atención al cliente. Encontrarás los datos en la página de contacto.",
        },
      ],
    },
    cta: {
      title: "¿Te animas a probarlo?",
      description: "Crea tu cuenta en un par de minutos. Prueba gratuita de {trialDays} días, sin tarjeta de crédito y sin permanencia.",
    },
  },
  productsPage: {
    title: "Productos",
    intro: "Siete servicios que funcionan juntos. Empieza con uno y activa los demás cuando los necesites.",
  },
  product: {
    /** A coming-soon product's features, and where its call to action leads instead of signup. */
    comingTitle: "Lo que llegará",
    seeAvailable: "Ver los servicios disponibles",
    featuresTitle: "Funciones",
    faqTitle: "Preguntas frecuentes",
  },
  about: {
    title: "Quiénes somos",
    intro: "Nettilasku te quita papeleo de encima. Creamos servicios en línea sencillos que puedes empezar a usar sin ninguna formación.",
    mission: {
      title: "Nuestra misión",
      text: "Queremos que quien tiene una pequeña empresa dedique su tiempo a sus clientes, no a pilas de facturas. Por eso creamos servicios en los que las tareas de siempre (enviar una factura, firmar un contrato, guardar un ticket) se resuelven con unos pocos clics.",
    },
    reasons: {
      title: "Por qué elegir Nettilasku",
      items: [
        {
          title: "Pensado para pequeñas empresas",
          description: "Diseñamos cada pantalla para autónomos y equipos pequeños, no para grandes empresas.",
        },
        {
          title: "Precios claros",
          description: "Publicamos nuestros precios abiertamente y siempre indicamos si incluyen el IVA.",
        },
        {
          title: "Servicios conectados",
          description: "Clientes, facturas y contratos pasan de un servicio a otro sin tener que copiar nada.",
        },
        {
          title: "Atención al cliente en finés e inglés",
          description:
            "Te respondemos de lunes a viernes, de 9:00 a 17:00 (hora de Finlandia), y nuestras guías están escritas en un lenguaje claro.",
        },
      ],
    },
    // Example team and history (fictional): replace, then set team and history to false in app/content/examples.ts.
    team: {
      title: "Nuestro equipo",
      intro: "Un equipo pequeño que conoce el día a día de quien tiene un negocio.",
      members: [
        { name: "Laura Niemi", role: "Directora general", bio: "Se asegura de que nuestros servicios resuelvan problemas reales." },
        { name: "Mikko Salonen", role: "Director de tecnología", bio: "Mantiene los servicios rápidos, seguros y siempre disponibles." },
        {
          name: "Sanna Laitinen",
          role: "Responsable de atención al cliente",
          bio: "Ayuda a los clientes a dar sus primeros pasos y escucha sus opiniones.",
        },
        { name: "Olli Hakala", role: "Diseñador de producto", bio: "Convierte lo que piden los empresarios en pantallas claras." },
      ],
    },
    history: {
      title: "Nuestra historia",
      events: [
        { year: "2016", text: "Empezamos con un servicio de facturación electrónica para autónomos." },
        { year: "2019", text: "Lanzamos la firma electrónica con identificación bancaria." },
        { year: "2022", text: "Con Nettilasku Finanzas y Nettilasku ERP, ampliamos la oferta para empresas en crecimiento." },
        { year: "2024", text: "Con Nettilasku Conecta, reunimos en un mismo sitio a empresas y proveedores de servicios." },
      ],
    },
  },
  contact: {
    /** The "Book a demo" section: demos are booked by email. `subject` and `body` prefill the visitor's message. */
    demo: {
      title: "Reserva una demo gratuita",
      text: "Cuéntanos qué servicio quieres ver y qué horarios te vienen bien. Nuestro equipo de atención al cliente te propondrá una hora, normalmente el mismo día laborable.",
      button: "Reservar una demo por correo",
      subject: "Solicitud de demo",
      body: "Servicio que me interesa:\nHorarios que me vienen bien:\nTeléfono (opcional):",
    },
    title: "Contacto",
    intro:
      "Te ayudamos encantados con la puesta en marcha, la facturación o cualquier otra duda sobre nuestros servicios, que están pensados para empresas establecidas en Finlandia. Nuestro equipo está en Tampere y ofrece atención al cliente en finés e inglés.",
    email: "Correo electrónico",
    emailNote: "Normalmente respondemos el mismo día laborable.",
    phone: "Teléfono",
    address: "Dirección",
    hours: "Atención al cliente",
    hoursValue: "De lunes a viernes, de {opens} a {closes} (hora de Finlandia)",
    social: "Redes sociales",
  },
  pricing: {
    title: "Precios",
    subtitle: "Solo pagas por los servicios que usas. Todos los servicios disponibles tienen una prueba gratuita de {trialDays} días.",
    from: "desde {price}/mes",
    viewPricing: "Ver precios",
    comingLater: "Llegarán más adelante",
    serviceLater: "El servicio estará disponible más adelante",
    pricingLater: "Publicaremos los precios más adelante",
    invoicingNote: "El precio depende del volumen de negocio y del número de facturas enviadas.",
    demo: "¿Quieres que te lo enseñemos? Reserva una demo gratuita con nuestro equipo de atención al cliente.",
    vat: {
      legend: "Mostrar precios",
      excluded: "IVA 0 %",
      /** {rate} is the VAT rate, formatted per locale. */
      included: "IVA {rate}",
      noteExcluded: "Precios sin IVA (IVA 0 %).",
      noteIncluded: "Los precios incluyen el IVA finlandés del {rate}.",
    },
    offerly: "Gratis para quien solicita: publicar una solicitud y comparar ofertas no cuesta nada.",
    /** The Finnish-only cleaning ERP page's plans. */
    cleaning: {
      title: "ERP para empresas de limpieza",
      intro: "Planes según el número de empleados. La página está en finés.",
      link: "Ver el ERP para limpieza (en finés)",
      upTo: "hasta {count} empleados",
      unlimited: "empleados ilimitados",
      byQuote: "según presupuesto",
    },
    perMonth: "/mes",
  },
  register: {
    title: "Regístrate",
    subtitle:
      "Crea tu cuenta y empieza tu prueba gratuita de {trialDays} días, sin tarjeta de crédito. Nuestros servicios son para empresas establecidas en Finlandia.",
    mainButton: "Crear cuenta",
    productsTitle: "O empieza directamente con un producto",
    cardButton: "Empezar",
  },
  blog: {
    title: "Blog",
    intro: "Consejos prácticos sobre facturación, finanzas, contratos y gestión de tu negocio.",
    filterLabel: "Filtrar por categoría",
    categories: {
      all: "Todas",
      laskutus: "Facturación",
      taloushallinto: "Finanzas",
      allekirjoitus: "Firma electrónica",
      erp: "ERP",
    },
    readTime: "{minutes} min de lectura",
    readMore: "Leer más",
    empty: "Todavía no hay artículos en esta categoría.",
    published: "Publicado",
    back: "Volver al blog",
    previous: "Artículo anterior",
    next: "Artículo siguiente",
    tryProduct: "Prueba {brand} gratis",
    feed: "Blog de Nettilasku (RSS)",
  },
  notFound: {
    title: "¡Vaya! Parece que nos hemos perdido",
    text: "Esta página ya no existe o nunca llegó a existir.",
    home: "Volver al inicio",
    redirecting: "Te llevaremos a la página de inicio en unos segundos.",
  },
  error: {
    title: "Unexpected Application Error!",
    text: "Algo ha salido mal. Prueba a recargar la página.",
    home: "Ir al inicio",
  },
} satisfies Messages;

export default es;
