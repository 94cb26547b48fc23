import type { ProductId } from "~/config/products";
import type { ProductContent } from "../schema";

/** Product copy in Spanish. */
export default {
  invoicing: {
    name: "Facturación",
    searchTitle: "Facturación – factura electrónica y cobros | Nettilasku",
    tagline: "Envía facturas en minutos y comprueba de un vistazo quién ha pagado.",
    description:
      "Crea y envía facturas electrónicas, facturas en PDF por correo electrónico y facturas en papel por correo postal, todo desde el mismo sitio. Nettilasku Facturación envía los recordatorios de pago por ti y te muestra qué facturas están cobradas. Guarda tus clientes y productos una vez y reutilízalos en cada factura.",
    badge: "El más popular",
    features: [
      {
        title: "Factura electrónica, PDF o papel",
        description:
          "Envía facturas electrónicas (Finvoice, a través de la red de operadores), en PDF por correo electrónico o en papel por correo postal. Tú eliges el canal de cada cliente.",
      },
      {
        title: "Recordatorios de pago automáticos",
        description:
          "Si una factura vence sin pagarse, el servicio envía el recordatorio por ti. No tienes que estar pendiente de las fechas.",
      },
      {
        title: "Seguimiento de cobros",
        description: "Cada factura lleva su número de referencia. Así ves qué facturas están pagadas y cuáles siguen pendientes.",
      },
      {
        title: "Facturas periódicas",
        description: "¿Cobras lo mismo cada mes? Configura la factura una vez y se enviará sola en la fecha que elijas.",
      },
      {
        title: "Acceso para tu gestoría",
        description:
          "Da acceso a tu gestoría para que consulte tus facturas directamente en el servicio. Así no tienes que enviárselas tú.",
      },
      {
        title: "Pago con tarjeta (próximamente)",
        description: "Muy pronto podrás añadir a tus facturas un enlace para que tus clientes paguen con tarjeta.",
      },
    ],
    faqs: [
      {
        question: "¿Cuánto cuesta el servicio Facturación?",
        answer:
          "Desde {invoicingFromPrice}/mes (IVA no incluido). El precio mensual depende del volumen de negocio de tu empresa y del número de facturas que envías. Si quieres verlo con calma, reserva una demo y te lo explicamos.",
      },
      {
        question: "¿Hay una prueba gratuita?",
        answer:
          "Sí. Puedes probar Nettilasku Facturación gratis durante {trialDays} días, sin tarjeta de crédito. Al terminar la prueba, decides si quieres seguir.",
      },
      {
        question: "¿Puede usarlo mi gestoría?",
        answer:
          "Sí. Tú das acceso a tu gestoría y la gestoría consulta tus facturas cuando lo necesita. Así no tienes que mandarle copias por correo electrónico.",
      },
    ],
    ctaTitle: "Envía tu primera factura hoy",
    ctaDescription:
      "Prueba Nettilasku Facturación gratis durante {trialDays} días, sin tarjeta de crédito. Si prefieres que te lo enseñemos, reserva una demo.",
    ctaButtonText: "Empieza la prueba gratuita",
    exploreMoreText: "Descubre más",
    freeStartText: "Empieza gratis",
    trialInfo: "Prueba gratuita de {trialDays} días, sin tarjeta de crédito",
    mockupDescription:
      "Pantalla ilustrativa del servicio Facturación: una lista de facturas con el cliente, el importe, la fecha de vencimiento y el estado de cada una (pagada, pendiente o vencida).",
  },
  sign: {
    name: "Firma",
    searchTitle: "Firma – firma electrónica con identificación | Nettilasku",
    tagline: "Firma contratos en línea, con la identidad de cada firmante verificada.",
    description:
      "Sube un PDF, añade a los firmantes y envíalo por correo electrónico o SMS. Cada firmante acredita su identidad con la identificación bancaria (las credenciales de su banca en línea) o con un certificado móvil, y la firma es legalmente vinculante conforme al Reglamento eIDAS de la UE. El documento firmado y su registro de auditoría se guardan de forma segura durante al menos 10 años.",
    features: [
      {
        title: "Firma con identificación bancaria",
        description:
          "Los firmantes acreditan su identidad con la identificación bancaria o con un certificado móvil. Así sabes quién ha firmado.",
      },
      {
        title: "Envío por correo electrónico o SMS",
        description: "Manda la solicitud de firma por correo electrónico o por SMS. El firmante abre el enlace y firma.",
      },
      {
        title: "Estado y recordatorios",
        description: "Ves en todo momento quién ha firmado y quién falta. Si alguien se retrasa, le llega un recordatorio.",
      },
      {
        title: "Registro de auditoría",
        description: "Queda constancia de quién firmó, cuándo y con qué método se identificó.",
      },
      {
        title: "Archivo de al menos 10 años",
        description: "Los documentos firmados se guardan de forma segura durante al menos 10 años, junto con su registro de auditoría.",
      },
      {
        title: "Plantillas (próximamente)",
        description: "Pronto podrás guardar tus documentos habituales como plantillas y enviarlos a firmar en pocos pasos.",
      },
    ],
    faqs: [
      {
        question: "¿Tiene validez legal una firma electrónica?",
        answer:
          "Sí. Las firmas electrónicas que se hacen con Nettilasku Firma son legalmente vinculantes conforme al Reglamento eIDAS de la UE. Además, el registro de auditoría muestra quién firmó, cuándo y cómo se identificó.",
      },
      {
        question: "¿Cuánto tiempo se guardan los documentos firmados?",
        answer:
          "Al menos 10 años. Durante ese tiempo, el documento firmado y su registro de auditoría se conservan de forma segura y puedes consultarlos cuando los necesites.",
      },
      {
        question: "¿El firmante necesita una cuenta?",
        answer:
          "No. Basta con que acredite su identidad con la identificación bancaria o con un certificado móvil. Recibe el enlace por correo electrónico o SMS y firma sin registrarse.",
      },
    ],
    ctaTitle: "Tu próximo contrato, firmado hoy",
    ctaDescription: "Sube tu primer documento y envíalo a firmar. Puedes empezar con una prueba gratuita.",
    ctaButtonText: "Empieza gratis",
    exploreMoreText: "Descubre más",
    freeStartText: "Empieza gratis",
    trialInfo: "Empieza con una prueba gratuita",
    mockupDescription:
      "Pantalla ilustrativa del servicio Firma: un contrato en PDF junto a la lista de firmantes y el estado de cada uno (firmado o pendiente de firma).",
  },
  financing: {
    name: "Finanzas",
    searchTitle: "Finanzas – contabilidad, nóminas e IVA | Nettilasku",
    tagline: "Contabilidad, nóminas e IVA de tu empresa, en un solo sitio.",
    description:
      "Lleva la contabilidad, paga las nóminas y prepara la declaración del IVA sin cambiar de programa. Fotografía los tickets con el móvil, importa los movimientos del banco y consulta la cuenta de pérdidas y ganancias cuando quieras. Si trabajas con una gestoría, dale acceso al servicio: tú y la gestoría trabajaréis con los mismos datos.",
    features: [
      {
        title: "Contabilidad",
        description: "Lleva la contabilidad con los movimientos de tu cuenta bancaria a la vista. Todo queda registrado en el mismo lugar.",
      },
      {
        title: "Nóminas",
        description: "Calcula y paga los salarios de tu equipo sin hojas de cálculo aparte.",
      },
      {
        title: "Declaraciones de IVA",
        description:
          "Nettilasku Finanzas calcula el IVA de cada periodo y prepara la declaración. Tú la revisas y la presentas a la Administración Tributaria.",
      },
      {
        title: "Tickets con una foto",
        description: "Haz una foto del ticket con el móvil y queda guardado en la contabilidad. Se acabaron las cajas llenas de papeles.",
      },
      {
        title: "Pérdidas y ganancias y balance",
        description: "Consulta la cuenta de pérdidas y ganancias y el balance cuando quieras, con los datos al día.",
      },
      {
        title: "Trabajo con tu gestoría",
        description:
          "Da acceso a tu gestoría. Tú y la gestoría trabajáis con los mismos datos y nadie tiene que enviar archivos de un lado a otro.",
      },
    ],
    faqs: [
      {
        question: "¿Sigo necesitando una gestoría?",
        answer:
          "Depende de ti. Puedes llevar las cuentas tú mismo con Nettilasku Finanzas o dar acceso a tu gestoría para que se encargue ella. También podéis repartiros el trabajo.",
      },
      {
        question: "¿Puedo pasarme desde otro programa?",
        answer:
          "Sí. Puedes importar los saldos iniciales y tus datos en formato CSV. Así empiezas con las cifras correctas desde el primer día.",
      },
      {
        question: "¿Cómo funciona la declaración del IVA?",
        answer:
          "El servicio calcula el IVA del periodo a partir de tu contabilidad y prepara la declaración. Tú la revisas y, si todo está bien, la presentas a la Administración Tributaria.",
      },
    ],
    ctaTitle: "Ten tus cuentas siempre al día",
    ctaDescription: "Empieza gratis y lleva la contabilidad, las nóminas y el IVA desde el mismo sitio.",
    ctaButtonText: "Empieza gratis",
    exploreMoreText: "Descubre más",
    freeStartText: "Empieza gratis",
    mockupDescription:
      "Pantalla ilustrativa del servicio Finanzas: un resumen con los ingresos y gastos del mes, el IVA del periodo y los últimos movimientos bancarios.",
  },
  erp: {
    name: "ERP",
    searchTitle: "ERP – proyectos, equipo y horas | Nettilasku",
    tagline: "Proyectos, equipo y horas bajo control, de la planificación a la factura.",
    description:
      "Nettilasku ERP está pensado para empresas que trabajan por proyectos o hacen trabajo de campo. Planifica proyectos y recursos, registra las horas desde el móvil y deja que los responsables las aprueben. Después, factura las horas y los materiales con Nettilasku Facturación y comprueba qué proyectos son rentables.",
    features: [
      {
        title: "Proyectos",
        description: "Reúne las tareas, las horas y los materiales de cada proyecto en un solo lugar.",
      },
      {
        title: "Planificación de recursos",
        description: "Asigna personas a los proyectos y organiza el calendario. Ves quién está libre y quién tiene la semana completa.",
      },
      {
        title: "Registro de horas en el móvil",
        description:
          "Tu equipo registra las horas desde el móvil, en la obra o en casa del cliente. Nada de hojas en papel a final de mes.",
      },
      {
        title: "Aprobación de horas",
        description: "Los responsables revisan y aprueban las horas de su equipo antes de que se facturen.",
      },
      {
        title: "Facturación de horas y materiales",
        description: "Convierte las horas aprobadas y los materiales en facturas con Nettilasku Facturación, sin volver a teclear nada.",
      },
      {
        title: "Informes de proyectos",
        description: "Comprueba la rentabilidad de cada proyecto y detecta a tiempo los que se desvían.",
      },
    ],
    faqs: [
      {
        question: "¿Para quién es Nettilasku ERP?",
        answer:
          "Para equipos de 2 a 100 personas que trabajan por proyectos o hacen trabajo de campo, por ejemplo, empresas de instalaciones, reformas o mantenimiento. Si tu equipo reparte su tiempo entre varios proyectos, Nettilasku ERP te ayuda a ordenarlo.",
      },
      {
        question: "¿Funciona en el móvil?",
        answer: "Sí. Tu equipo registra las horas desde el móvil, esté donde esté. No hace falta volver a la oficina para registrarlas.",
      },
      {
        question: "¿Las horas aprobadas se pueden facturar?",
        answer:
          "Sí. Nettilasku ERP se conecta con Nettilasku Facturación: las horas aprobadas y los materiales pasan a la factura sin copiarlos a mano. Tú solo la revisas y la envías.",
      },
    ],
    ctaTitle: "Organiza tus proyectos desde hoy",
    ctaDescription: "Empieza gratis y ten los proyectos, las horas y las facturas conectados.",
    ctaButtonText: "Empieza gratis",
    exploreMoreText: "Descubre más",
    freeStartText: "Empieza gratis",
    mockupDescription:
      "Pantalla ilustrativa de Nettilasku ERP: un calendario semanal con los miembros del equipo asignados a distintos proyectos y las horas que ha registrado cada uno.",
  },
  crm: {
    name: "CRM",
    searchTitle: "CRM – gestión de clientes y ventas | Nettilasku",
    tagline: "Tus clientes, ventas y seguimientos en un solo sitio.",
    description:
      "Nettilasku CRM está en camino. Tendrás las fichas de tus clientes, el embudo de ventas, los presupuestos y el historial de correos en el mismo lugar, con recordatorios para no olvidar ningún seguimiento. Todavía no está disponible.",
    features: [
      {
        title: "Fichas de clientes",
        description: "Toda la información de cada cliente estará en una sola ficha.",
      },
      {
        title: "Embudo de ventas",
        description: "Verás en qué fase está cada venta y qué toca hacer a continuación.",
      },
      {
        title: "Presupuestos",
        description: "Podrás preparar y enviar presupuestos a tus clientes desde el CRM.",
      },
      {
        title: "Recordatorios de seguimiento",
        description: "El CRM te recordará a quién tienes que llamar o escribir, y cuándo.",
      },
      {
        title: "Historial de correos",
        description: "Los correos que intercambies con cada cliente quedarán guardados en su ficha.",
      },
      {
        title: "Informes de ventas",
        description: "Sabrás cuánto vendes, a quién y qué presupuestos siguen abiertos.",
      },
    ],
    faqs: [
      {
        question: "¿Cuándo estará disponible Nettilasku CRM?",
        answer:
          "Más adelante. Todavía no tenemos una fecha que podamos prometer. Cuando esté listo, podrás empezar a usarlo desde esta página.",
      },
      {
        question: "¿Funcionará con el servicio Facturación?",
        answer:
          "Sí, está previsto. La idea es que Nettilasku CRM y Nettilasku Facturación compartan los datos de tus clientes para que no tengas que copiarlos de un servicio a otro.",
      },
      {
        question: "¿Cuánto costará?",
        answer: "Todavía no hemos fijado los precios. Los publicaremos más adelante.",
      },
    ],
    ctaTitle: "Nettilasku CRM llega pronto",
    ctaDescription: "Nettilasku CRM todavía no está disponible. Podrás empezar a usarlo en cuanto abra.",
    ctaButtonText: "Empieza gratis",
    exploreMoreText: "Descubre más",
    freeStartText: "Empieza gratis",
    comingSoon: "Próximamente",
  },
  offerly: {
    name: "Conecta",
    searchTitle: "Conecta – ofertas de proveedores de servicios | Nettilasku",
    tagline: "Publica lo que necesitas, recibe ofertas y elige. Gratis para ti.",
    description:
      "¿Buscas una gestoría, servicios informáticos o una agencia de marketing? Publica tu solicitud en Nettilasku Conecta, recibe ofertas de distintos proveedores y compáralas una al lado de otra antes de decidir. Publicar es gratis, y los proveedores encuentran nuevos clientes.",
    features: [
      {
        title: "Publica una solicitud",
        description: "Describe en unos minutos lo que necesitas: una gestoría, servicios informáticos, marketing...",
      },
      {
        title: "Recibe ofertas",
        description: "Los proveedores interesados te envían sus ofertas. No tienes que buscarlos uno por uno.",
      },
      {
        title: "Compara ofertas",
        description: "Ves las ofertas una al lado de otra y eliges la que mejor encaja contigo.",
      },
      {
        title: "Proveedores verificados",
        description: "Comprobamos el número de identificación empresarial de cada proveedor. Sabes con quién tratas.",
      },
      {
        title: "Mensajes",
        description: "Habla con los proveedores sin salir de Nettilasku Conecta y aclara tus dudas antes de elegir.",
      },
      {
        title: "Para proveedores: nuevos clientes",
        description: "Si ofreces servicios a empresas, encuentra solicitudes que encajan con lo que haces y envía tu oferta.",
      },
    ],
    faqs: [
      {
        question: "¿Cuánto cuesta publicar una solicitud?",
        answer: "Nada. Publicar una solicitud y recibir ofertas es gratis para la empresa que busca proveedor.",
      },
      {
        question: "¿Quiénes son los proveedores?",
        answer:
          "Empresas que ofrecen servicios a otras empresas: gestorías, servicios informáticos, agencias de marketing y otras. Comprobamos el número de identificación empresarial de cada una.",
      },
      {
        question: "¿Estoy obligado a aceptar alguna oferta?",
        answer:
          "No. Puedes comparar las ofertas con calma y decidir que ninguna te convence. Publicar una solicitud no te compromete a nada.",
      },
    ],
    ctaTitle: "Encuentra el proveedor que necesitas",
    ctaDescription: "Publica tu primera solicitud gratis y empieza a recibir ofertas.",
    ctaButtonText: "Publica una solicitud",
    exploreMoreText: "Descubre más",
    freeStartText: "Empieza gratis",
    mockupDescription:
      "Pantalla ilustrativa de Nettilasku Conecta: tres ofertas de proveedores una al lado de otra, con el precio y el plazo de cada una y un botón para elegir una de ellas.",
  },
  kyc: {
    name: "KYC",
    searchTitle: "KYC – identificación fuerte de clientes | Nettilasku",
    tagline: "Comprueba la identidad de tus clientes con identificación fuerte.",
    description:
      "Nettilasku KYC te ayudará a comprobar la identidad de tus clientes con identificación fuerte: identificación bancaria o certificado móvil. Enviarás el enlace de identificación por correo electrónico o SMS, y el registro quedará guardado para cumplir tus obligaciones de prevención del blanqueo de capitales. Nettilasku KYC todavía no está disponible: llegará próximamente.",
    features: [
      {
        title: "Con identificación bancaria",
        description: "Tus clientes podrán acreditar su identidad con la identificación bancaria, un método de identificación fuerte.",
      },
      {
        title: "Con certificado móvil",
        description: "Quien lo prefiera podrá usar un certificado móvil.",
      },
      {
        title: "Enlace por correo electrónico o SMS",
        description:
          "Enviarás el enlace de identificación por correo electrónico o SMS, y tu cliente se identificará cuando le venga bien.",
      },
      {
        title: "Registro de identidad",
        description: "Cada identificación quedará guardada para tus obligaciones de prevención del blanqueo de capitales.",
      },
      {
        title: "Preguntas sobre el titular real",
        description: "Podrás preguntar a tus clientes por sus titulares reales en el mismo proceso.",
      },
      {
        title: "Informes y exportación",
        description: "Podrás sacar informes y exportar los datos de identificación cuando los necesites.",
      },
    ],
    faqs: [
      {
        question: "¿Quién necesita identificar a sus clientes?",
        answer:
          "Las empresas con obligaciones de prevención del blanqueo de capitales, como gestorías, agencias inmobiliarias o empresas que conceden préstamos. Nettilasku KYC está pensado para ayudarlas a identificar a sus clientes y a guardar el registro.",
      },
      {
        question: "¿Qué métodos de identificación se podrán usar?",
        answer: "Tus clientes podrán usar la identificación bancaria o un certificado móvil. Los dos son métodos de identificación fuerte.",
      },
      {
        question: "¿Cuándo estará disponible Nettilasku KYC?",
        answer: "Más adelante. Todavía no hay una fecha fijada. Cuando esté listo, podrás empezar a usarlo desde esta página.",
      },
    ],
    ctaTitle: "Nettilasku KYC llega pronto",
    ctaDescription: "Nettilasku KYC todavía no está disponible. Cuando abra, podrás empezar a identificar a tus clientes desde aquí.",
    ctaButtonText: "Empieza gratis",
    exploreMoreText: "Descubre más",
    freeStartText: "Empieza gratis",
    comingSoon: "Próximamente",
    mockupDescription:
      "Pantalla ilustrativa de Nettilasku KYC: el cliente elige entre la identificación bancaria y el certificado móvil, y después aparece una tarjeta de identidad verificada con su nombre, el método usado y sus respuestas sobre titulares reales.",
  },
} satisfies Record<ProductId, ProductContent>;
