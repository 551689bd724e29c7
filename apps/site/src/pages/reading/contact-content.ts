import type { InfoCardEntry, MapPlan } from '@pupitre/ui';

/** The contact page's copy (reading-area §2 "Contact page"). */

export const CONTACT_TITLE = 'Contacto';
export const CONTACT_PROMISE = 'Te responderemos en un plazo de 48 horas';
export const contactIntro =
  '¿Tienes una pregunta, una propuesta de artículo o un comentario sobre Pupitre? Escríbenos y lo leeremos con atención.';

/** A demo number: the 000 exchange is not assigned, so it rings nobody. */
export const CONTACT_PHONE = { label: '+52 312 000 4800', href: 'tel:+523120004800' };
export const CONTACT_HOURS = 'Lunes a viernes, de 7:00 a 22:00';
export const ADDRESS_LINES = ['Facultad de Ingeniería', 'Universidad de Colima', 'Colima, México'] as const;

/**
 * The faculties of engineering of the Universidad de Colima are on its Coquimatlán campus (km 9 of the
 * Colima–Coquimatlán road); the marker stands there and the frame shows the streets around it.
 */
export const FACULTY_POINT = { lat: 19.2125, lon: -103.8045 } as const;
const SPAN = { lat: 0.004, lon: 0.007 } as const;

export const MAP_URL = `https://www.openstreetmap.org/?mlat=${FACULTY_POINT.lat}&mlon=${FACULTY_POINT.lon}#map=16/${FACULTY_POINT.lat}/${FACULTY_POINT.lon}`;

/** OpenStreetMap's embeddable map: the faculty's bounding box (west, south, east, north) and its marker. */
const BOUNDING_BOX = [
  FACULTY_POINT.lon - SPAN.lon,
  FACULTY_POINT.lat - SPAN.lat,
  FACULTY_POINT.lon + SPAN.lon,
  FACULTY_POINT.lat + SPAN.lat,
].map((degrees) => degrees.toFixed(4));
export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${BOUNDING_BOX.join(',')}&layer=mapnik&marker=${FACULTY_POINT.lat},${FACULTY_POINT.lon}`;

/**
 * The contact cards; the address comes from the server's configuration (SITE_EMAIL). Without one
 * worth showing the email card is left out rather than naming an address no mail reaches.
 */
export const contactCards = (email: string | null): InfoCardEntry[] => [
  { title: 'Ubicación', text: ADDRESS_LINES },
  ...(email
    ? [
        {
          title: 'Correo electrónico',
          text: 'Escríbenos cuando quieras.',
          link: { label: email, href: `mailto:${email}` },
        },
      ]
    : []),
  { title: 'Teléfono', text: 'Llámanos dentro del horario de atención.', link: CONTACT_PHONE },
  { title: 'Horario', text: CONTACT_HOURS },
];

export interface FaqEntry {
  value: string;
  question: string;
  answer: string;
}

export const faq: FaqEntry[] = [
  {
    value: 'respuesta',
    question: '¿Cuánto tardan en responder?',
    answer:
      'Leemos todos los mensajes y respondemos en un plazo de 48 horas. Si escribes en fin de semana, la respuesta llegará a partir del lunes.',
  },
  {
    value: 'articulo',
    question: '¿Puedo proponer un artículo para el blog?',
    answer:
      'Sí. Usa el formulario con el asunto «Propuesta de artículo» y cuéntanos el tema, a quién va dirigido y por qué te parece útil. El equipo editorial revisa cada propuesta.',
  },
  {
    value: 'cuenta',
    question: '¿Necesito una cuenta para participar?',
    answer:
      'Puedes leer las publicaciones sin registrarte. Para comentar y conversar con otros lectores necesitas una cuenta gratuita.',
  },
  {
    value: 'reporte',
    question: '¿Cómo reporto un error o un contenido inapropiado?',
    answer:
      'Envíanos un mensaje con el enlace de la publicación o del comentario y una breve explicación. Lo revisaremos y te contaremos qué decidimos.',
  },
];

export const CONTACT_SEND_FAILED = 'No se pudo enviar el mensaje. Intenta de nuevo más tarde.';

/** The illustrated map: a street grid with the faculty's block highlighted (not to scale). */
export const MAP_PLAN: MapPlan = {
  width: 640,
  height: 360,
  streets: { vertical: [120, 300, 470], horizontal: [70, 190, 300], width: 14 },
  /** The block that holds the faculty. */
  highlight: { column: 2, row: 1 },
  park: { column: 1, row: 2 },
  pin: { x: 385, y: 128 },
};
export const MAP_DESCRIPTION =
  'Mapa ilustrado: la Facultad de Ingeniería de la Universidad de Colima, en Colima, México';
export const MAP_PLACE = 'Facultad de Ingeniería';
