import type { ProductId } from "~/config/products";
import type { ProductContent } from "../types";

/** Product copy in Spanish. */
export default {
  invoicing: {
    name: "Facturación",
    searchTitle: "Facturación – facturas online para autónomos | Nettilasku",
    tagline: "Envía facturas en minutos y comprueba de un vistazo quién ha pagado.",
    description:
      "Crea y envía facturas electrónicas, facturas en PDF por correo electrónico y facturas en papel por correo postal, todo desde el mismo sitio. Facturación envía los recordatorios de pago por ti y te muestra qué facturas están cobradas. Guarda tus clientes y productos una vez y reutilízalos en cada factura.",
    badge: "El más popular",
    features: [
      {
        title: "Factura electrónica, PDF o papel",
        description:
          "Envía facturas electrónicas (Finvoice y red de facturación electrónica), en PDF por correo electrónico o en papel por correo postal. Eliges el canal para cada cliente.",
      },
      {
        title: "Recordatorios de pago automáticos",
        description:
          "Si una factura vence sin pagarse, Facturación envía el recordatorio por ti. No tienes que estar pendiente de las fechas.",
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
        title: "Acceso para tu asesor contable",
        description: "Da permisos de acceso a tu asesor contable. Consulta tus facturas directamente y tú no tienes que enviárselas.",
      },
      {
        title: "Pago con tarjeta (próximamente)",
        description: "Muy pronto podrás añadir a tus facturas un enlace para que tus clientes paguen con tarjeta.",
      },
    ],
    faqs: [
      {
        question: "¿Cuánto cuesta Facturación?",
        answer:
          "Desde 9,90 €/mes (IVA no incluido). El precio mensual depende del volumen de negocio de tu empresa y del número de facturas que envías. Si quieres verlo con calma, reserva una demo y te lo explicamos.",
      },
      {
        question: "¿Hay una prueba gratuita?",
        answer:
          "Sí. Puedes probar Facturación gratis durante 14 días y no necesitas tarjeta de crédito. Al terminar la prueba, decides si quieres seguir.",
      },
      {
        question: "¿Puede usarlo mi asesor contable?",
        answer:
          "Sí. Le das permisos de acceso y puede consultar tus facturas cuando lo necesite. Así no tienes que mandarle copias por correo.",
      },
    ],
    ctaTitle: "Envía tu primera factura hoy",
    ctaDescription:
      "Prueba Facturación gratis durante 14 días, sin tarjeta de crédito. Si prefieres que te lo enseñemos, reserva una demo.",
    ctaButtonText: "Empieza la prueba gratis",
    exploreMoreText: "Descubre más",
    freeStartText: "Empieza gratis",
    trialInfo: "14 días gratis, sin tarjeta de crédito",
    mockupDescription:
      "Pantalla ilustrativa de Facturación: una lista de facturas con el cliente, el importe, la fecha de vencimiento y el estado de cada una (pagada, pendiente o vencida).",
  },
  sign: {
    name: "Firma",
    searchTitle: "Firma – firma electrónica con identificación | Nettilasku",
    tagline: "Firma contratos en línea, con la identidad de cada firmante verificada.",
    description:
      "Sube un PDF, añade a los firmantes y envíalo por correo electrónico o SMS. Cada firmante se identifica con sus credenciales bancarias en línea o con un certificado móvil, y la firma es legalmente vinculante conforme al Reglamento eIDAS de la UE. El documento firmado y su registro de auditoría se guardan de forma segura durante al menos 10 años.",
    features: [
      {
        title: "Firma con identificación bancaria",
        description:
          "Los firmantes se identifican con sus credenciales de banca en línea o con un certificado móvil. Así sabes quién ha firmado.",
      },
      {
        title: "Envío por correo o SMS",
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
          "Sí. Las firmas electrónicas que se hacen con Firma son legalmente vinculantes conforme al Reglamento eIDAS de la UE. Además, el registro de auditoría muestra quién firmó, cuándo y cómo se identificó.",
      },
      {
        question: "¿Cuánto tiempo se guardan los documentos firmados?",
        answer:
          "Al menos 10 años. Durante ese tiempo, el documento firmado y su registro de auditoría se conservan de forma segura y puedes consultarlos cuando los necesites.",
      },
      {
        question: "¿El firmante necesita una cuenta?",
        answer:
          "No. Basta con que se identifique con sus credenciales bancarias en línea o con un certificado móvil. Recibe el enlace por correo electrónico o SMS y firma sin registrarse.",
      },
    ],
    ctaTitle: "Tu próximo contrato, firmado hoy",
    ctaDescription: "Sube tu primer documento y envíalo a firmar. Puedes empezar con una prueba gratuita.",
    ctaButtonText: "Empieza gratis",
    exploreMoreText: "Descubre más",
    freeStartText: "Empieza gratis",
    trialInfo: "Empieza con una prueba gratuita",
    mockupDescription:
      "Pantalla ilustrativa de Firma: un contrato en PDF junto a la lista de firmantes y el estado de cada uno (firmado o pendiente de firma).",
  },
  financing: {
    name: "Finanzas",
    searchTitle: "Finanzas – contabilidad, nóminas e IVA | Nettilasku",
    tagline: "Contabilidad, nóminas e IVA de tu empresa, en un solo sitio.",
    description:
      "Lleva la contabilidad, paga las nóminas y prepara la declaración del IVA sin cambiar de programa. Fotografía los tickets con el móvil, importa los movimientos del banco y consulta la cuenta de pérdidas y ganancias cuando quieras. Si trabajas con un asesor contable, dale acceso y trabajad sobre los mismos datos.",
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
          "Finanzas calcula el IVA de cada periodo y prepara la declaración. Tú la revisas y la presentas a la Administración tributaria.",
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
        title: "Trabajo con tu asesor contable",
        description: "Da acceso a tu asesor contable. Los dos veis los mismos datos y no hace falta enviar archivos de un lado a otro.",
      },
    ],
    faqs: [
      {
        question: "¿Sigo necesitando un asesor contable?",
        answer:
          "Depende de ti. Puedes llevar las cuentas tú mismo con Finanzas o dar acceso a tu asesor contable para que se encargue él. También podéis repartiros el trabajo.",
      },
      {
        question: "¿Puedo pasarme desde otro programa?",
        answer:
          "Sí. Puedes importar los saldos iniciales y tus datos en formato CSV. Así empiezas con las cifras correctas desde el primer día.",
      },
      {
        question: "¿Cómo funciona la declaración del IVA?",
        answer:
          "Finanzas calcula el IVA del periodo a partir de tu contabilidad y prepara la declaración. Tú la revisas y, si todo está bien, la presentas a la Administración tributaria.",
      },
    ],
    ctaTitle: "Ten tus cuentas siempre al día",
    ctaDescription: "Empieza gratis y lleva la contabilidad, las nóminas y el IVA desde el mismo sitio.",
    ctaButtonText: "Empieza gratis",
    exploreMoreText: "Descubre más",
    freeStartText: "Empieza gratis",
    mockupDescription:
      "Pantalla ilustrativa de Finanzas: un resumen con los ingresos y gastos del mes, el IVA del periodo y los últimos movimientos bancarios.",
  },
  erp: {
    name: "ERP",
    searchTitle: "ERP – proyectos, equipo y horas | Nettilasku",
    tagline: "Proyectos, equipo y horas bajo control, de la planificación a la factura.",
    description:
      "ERP está pensado para empresas que trabajan por proyectos o hacen trabajo de campo. Planifica proyectos y recursos, registra las horas desde el móvil y deja que los responsables las aprueben. Después, factura las horas y los materiales con Facturación y comprueba qué proyectos son rentables.",
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
        description: "Tu equipo apunta las horas desde el móvil, en la obra o en casa del cliente. Nada de hojas en papel a final de mes.",
      },
      {
        title: "Aprobación de horas",
        description: "Los responsables revisan y aprueban las horas de su equipo antes de que se facturen.",
      },
      {
        title: "Facturación de horas y materiales",
        description: "Convierte las horas aprobadas y los materiales en facturas con Facturación, sin volver a teclear nada.",
      },
      {
        title: "Informes de proyectos",
        description: "Comprueba la rentabilidad de cada proyecto y detecta a tiempo los que se desvían.",
      },
    ],
    faqs: [
      {
        question: "¿Para quién es ERP?",
        answer:
          "Para equipos de 2 a 100 personas que trabajan por proyectos o hacen trabajo de campo, por ejemplo, empresas de instalaciones, reformas o mantenimiento. Si tu equipo reparte su tiempo entre varios proyectos, ERP te ayuda a ordenarlo.",
      },
      {
        question: "¿Funciona en el móvil?",
        answer: "Sí. Tu equipo registra las horas desde el móvil, esté donde esté. No hace falta volver a la oficina para apuntarlas.",
      },
      {
        question: "¿Las horas aprobadas se pueden facturar?",
        answer:
          "Sí. ERP se conecta con Facturación: las horas aprobadas y los materiales pasan a la factura sin copiarlos a mano. Tú solo la revisas y la envías.",
      },
    ],
    ctaTitle: "Organiza tus proyectos desde hoy",
    ctaDescription: "Empieza gratis y ten los proyectos, las horas y las facturas conectados.",
    ctaButtonText: "Empieza gratis",
    exploreMoreText: "Descubre más",
    freeStartText: "Empieza gratis",
    mockupDescription:
      "Pantalla ilustrativa de ERP: un calendario semanal con los miembros del equipo asignados a distintos proyectos y las horas que ha registrado cada uno.",
  },
  crm: {
    name: "CRM",
    searchTitle: "CRM – gestión de clientes para pymes | Nettilasku",
    tagline: "Tus clientes, ventas y seguimientos en un solo sitio.",
    description:
      "CRM está en camino. Tendrás las fichas de tus clientes, el embudo de ventas, los presupuestos y el historial de correos en el mismo lugar, con recordatorios para no olvidar ningún seguimiento. Todavía no está disponible.",
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
        description: "Podrás preparar y enviar presupuestos a tus clientes desde CRM.",
      },
      {
        title: "Recordatorios de seguimiento",
        description: "CRM te recordará a quién tienes que llamar o escribir, y cuándo.",
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
        question: "¿Cuándo estará disponible CRM?",
        answer:
          "Más adelante. Todavía no tenemos una fecha que podamos prometer. Cuando esté listo, podrás empezar a usarlo desde esta página.",
      },
      {
        question: "¿Funcionará con Facturación?",
        answer:
          "Sí, está previsto. La idea es que CRM y Facturación compartan los datos de tus clientes para que no tengas que copiarlos de uno a otro.",
      },
      {
        question: "¿Cuánto costará?",
        answer: "Todavía no hemos fijado los precios. Los publicaremos más adelante.",
      },
    ],
    ctaTitle: "CRM llega pronto",
    ctaDescription: "CRM todavía no está disponible. Podrás unirte en cuanto abra.",
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
      "¿Buscas una asesoría contable, servicios informáticos o una agencia de marketing? Publica tu solicitud en Conecta, recibe ofertas de distintos proveedores y compáralas una al lado de otra antes de decidir. Publicar es gratis, y los proveedores encuentran nuevos clientes.",
    features: [
      {
        title: "Publica una solicitud",
        description: "Describe en unos minutos lo que necesitas: una asesoría contable, servicios informáticos, marketing...",
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
        description: "Habla con los proveedores dentro de Conecta y aclara tus dudas antes de elegir.",
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
          "Empresas que ofrecen servicios a otras empresas: asesorías contables, servicios informáticos, agencias de marketing y otras. Comprobamos el número de identificación empresarial de cada una.",
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
      "Pantalla ilustrativa de Conecta: tres ofertas de proveedores una al lado de otra, con el precio y el plazo de cada una y un botón para elegir una de ellas.",
  },
  kyc: {
    name: "KYC",
    searchTitle: "KYC – identificación fuerte de clientes | Nettilasku",
    tagline: "Identifica a tus clientes con autenticación fuerte.",
    description:
      "KYC te ayudará a identificar a tus clientes con autenticación fuerte: credenciales bancarias en línea o certificado móvil. Enviarás el enlace de identificación por correo electrónico o SMS, y el registro quedará guardado para cumplir tus obligaciones de prevención del blanqueo de capitales. KYC todavía no está disponible: llegará próximamente.",
    features: [
      {
        title: "Con credenciales bancarias",
        description: "Tus clientes podrán identificarse con sus credenciales de banca en línea, un método de autenticación fuerte.",
      },
      {
        title: "Con certificado móvil",
        description: "Quien lo prefiera podrá identificarse con un certificado móvil.",
      },
      {
        title: "Enlace por correo o SMS",
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
          "Las empresas con obligaciones de prevención del blanqueo de capitales, como asesorías contables, agencias inmobiliarias o empresas que conceden préstamos. KYC está pensado para ayudarlas a identificar a sus clientes y a guardar el registro.",
      },
      {
        question: "¿Qué métodos de identificación se podrán usar?",
        answer:
          "Tus clientes podrán identificarse con sus credenciales bancarias en línea o con un certificado móvil. Los dos son métodos de autenticación fuerte.",
      },
      {
        question: "¿Cuándo estará disponible KYC?",
        answer: "Más adelante. Todavía no hay una fecha fijada. Cuando esté listo, podrás empezar a usarlo desde esta página.",
      },
    ],
    ctaTitle: "KYC llega próximamente",
    ctaDescription: "KYC todavía no está disponible. Cuando abra, podrás empezar a identificar a tus clientes desde aquí.",
    ctaButtonText: "Empieza gratis",
    exploreMoreText: "Más información próximamente",
    freeStartText: "Disponible próximamente",
    comingSoon: "Próximamente",
    mockupDescription:
      "Pantalla de ejemplo de KYC: el cliente elige identificarse con su banca en línea o un certificado móvil y después aparece una tarjeta de identidad verificada con su nombre, el método usado y sus respuestas sobre titulares reales.",
  },
} satisfies Record<ProductId, ProductContent>;
