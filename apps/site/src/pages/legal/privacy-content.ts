import type { LegalSection } from '@pupitre/ui/fragments';
import type { LegalCopy } from './legal-copy';

export const NOT_SOLD = 'No vendemos tus datos personales.';

export const privacyDocument: LegalCopy = {
  title: 'Política de privacidad',
  updated: { text: '15 de febrero de 2025', dateTime: '2025-02-15' },
  intro:
    'En esta política te contamos qué datos recogemos cuando usas Pupitre, para qué los usamos y cómo puedes decidir sobre ellos.',
  highlight: NOT_SOLD,
  contact: {
    text: 'Para ejercer tus derechos o preguntar cualquier cosa sobre tus datos, escríbenos a',
  },
};

/** The eight sections of the spec, in its order (accounts-admin §2 "Legal pages"). */
export const privacySections: LegalSection[] = [
  {
    id: 'datos-que-recopilamos',
    title: 'Datos que recopilamos',
    paragraphs: ['Solo pedimos lo necesario para que el sitio funcione:'],
    items: [
      'Datos de tu cuenta: nombre, apellido, nombre de usuario, correo electrónico y contraseña. La contraseña se guarda cifrada con un algoritmo de un solo sentido; nadie puede leerla.',
      'Tu foto de perfil, si decides subir una.',
      'Los comentarios que publicas, con su fecha.',
      'Los mensajes que nos envías desde el formulario de contacto (nombre, correo, asunto y mensaje) y el correo con el que te suscribes al boletín.',
      'Datos técnicos mínimos, como la dirección IP, que usamos para limitar intentos abusivos de acceso o envíos masivos.',
    ],
  },
  {
    id: 'uso-de-los-datos',
    title: 'Cómo usamos tus datos',
    paragraphs: ['Usamos tus datos únicamente para:'],
    items: [
      'Crear y mantener tu cuenta e identificarte cuando inicias sesión.',
      'Mostrar tu nombre y tu foto junto a tus comentarios.',
      'Responder a tus mensajes y enviarte el boletín si te suscribiste.',
      'Proteger el sitio frente a abusos y mejorar su funcionamiento.',
    ],
  },
  {
    id: 'comparticion',
    title: 'Con quién compartimos tus datos',
    paragraphs: [
      `${NOT_SOLD} Tampoco los alquilamos ni los cedemos a terceros con fines publicitarios.`,
      'Los mensajes que escribes al asistente del sitio se usan solo para preparar la respuesta y no se guardan en nuestra base de datos. Si el asistente se apoya en un servicio externo de lenguaje, el texto de tu pregunta se envía a ese servicio únicamente para obtener la respuesta.',
      'Solo entregaremos datos a una autoridad cuando una ley o una orden judicial nos obligue a hacerlo.',
    ],
  },
  {
    id: 'tus-derechos',
    title: 'Tus derechos',
    paragraphs: [
      'De acuerdo con la legislación mexicana de protección de datos personales, puedes ejercer en cualquier momento tus derechos de acceso, rectificación, cancelación y oposición (derechos ARCO):',
    ],
    items: [
      'Acceso: saber qué datos tuyos tenemos.',
      'Rectificación: corregir los que sean inexactos o estén incompletos.',
      'Cancelación: pedir que los eliminemos. También puedes borrar tu cuenta tú mismo desde Mi Perfil.',
      'Oposición: negarte a que los usemos para un fin concreto.',
    ],
  },
  {
    id: 'seguridad',
    title: 'Seguridad',
    paragraphs: [
      'Protegemos la información con medidas técnicas y organizativas razonables: conexiones cifradas, contraseñas guardadas de forma irreversible, sesiones que caducan y límites a los intentos repetidos.',
      'Ningún sistema es infalible. Si detectamos un incidente que afecte a tus datos, te lo comunicaremos y te diremos qué hacer.',
    ],
  },
  {
    id: 'conservacion',
    title: 'Conservación de los datos',
    paragraphs: [
      'Guardamos los datos de tu cuenta mientras la mantengas activa. Cuando la eliminas, borramos tu perfil y los datos asociados, salvo lo que la ley nos obligue a conservar.',
      'Conservamos los mensajes de contacto solo el tiempo necesario para atenderlos, y el correo del boletín hasta que pidas darte de baja.',
    ],
  },
  {
    id: 'menores',
    title: 'Menores de 16 años',
    paragraphs: [
      'Pupitre no está dirigido a menores de 16 años y no les pedimos datos de forma intencionada. Si eres menor de 16 años, usa el sitio con el permiso y la compañía de tu madre, padre o tutor.',
      'Si descubrimos que creamos una cuenta para una persona menor de 16 años sin ese consentimiento, la eliminaremos. Si eres tutor y crees que es tu caso, escríbenos.',
    ],
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    paragraphs: [
      'Si cambiamos la forma en que tratamos tus datos, actualizaremos esta página y la fecha de «Última actualización». Cuando el cambio sea importante, te avisaremos en el sitio o por correo antes de que entre en vigor.',
    ],
  },
];
