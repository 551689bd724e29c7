import type { LegalCopy } from './legal-copy';

export const cookiesDocument: LegalCopy = {
  title: 'Política de cookies',
  updated: { text: '20 de febrero de 2025', dateTime: '2025-02-20' },
  intro:
    'Las cookies y el almacenamiento del navegador son pequeños datos que un sitio guarda en tu dispositivo para recordar cosas entre una visita y otra. Aquí te explicamos cuáles usa Pupitre y cómo puedes controlarlos.',
  contact: {
    text: 'Si tienes preguntas sobre esta política o sobre los datos que guarda tu navegador, escríbenos a',
  },
};

export const whatPupitreStores = [
  'Pupitre no instala cookies propias ni de terceros. Lo poco que necesita recordar lo guarda en el almacenamiento de tu navegador (localStorage y sessionStorage), que funciona de forma parecida pero no se envía automáticamente al servidor en cada visita.',
  'En cada tipo de la lista siguiente verás las claves exactas que usa el sitio; no hay otras.',
] as const;

export interface StorageKey {
  name: string;
  where: 'localStorage' | 'sessionStorage' | 'localStorage o sessionStorage';
  purpose: string;
}

export interface CookieType {
  value: string;
  title: string;
  description: string;
  /** What Pupitre itself stores for this purpose; empty when it stores nothing. */
  pupitreKeys: readonly StorageKey[];
  /** Typical names on other sites, given as examples only. */
  commonExamples?: { text: string; names: readonly string[] };
}

const SESSION_WHERE = 'localStorage o sessionStorage';

export const cookieTypes: CookieType[] = [
  {
    value: 'esenciales',
    title: 'Esenciales',
    description:
      'Son imprescindibles para que el sitio funcione: mantienen tu sesión abierta y recuerdan tu cuenta mientras navegas. No se pueden desactivar sin que deje de funcionar el inicio de sesión. Si marcas «Recordarme» se guardan en localStorage; si no, en sessionStorage y desaparecen al cerrar la pestaña.',
    pupitreKeys: [
      { name: 'accessToken', where: SESSION_WHERE, purpose: 'Credencial de acceso de corta duración.' },
      {
        name: 'refreshToken',
        where: SESSION_WHERE,
        purpose: 'Renueva la credencial de acceso cuando caduca.',
      },
      { name: 'userToken', where: SESSION_WHERE, purpose: 'Copia de la credencial de acceso.' },
      { name: 'userName', where: SESSION_WHERE, purpose: 'Tu nombre de usuario, para saludarte.' },
      {
        name: 'isSuperUser',
        where: SESSION_WHERE,
        purpose: 'Indica si la cuenta es de administración, para mostrar el panel.',
      },
    ],
  },
  {
    value: 'preferencias',
    title: 'Preferencias',
    description:
      'Recuerdan las decisiones que tomas en el sitio para que no tengas que repetirlas en cada visita.',
    pupitreKeys: [
      { name: 'theme', where: 'localStorage', purpose: 'El tema elegido: claro (light) u oscuro (dark).' },
      {
        name: 'chatbotHelpDismissed',
        where: 'sessionStorage',
        purpose: 'Recuerda que cerraste el aviso del asistente durante esta sesión.',
      },
    ],
  },
  {
    value: 'estadisticas',
    title: 'Estadísticas',
    description:
      'Sirven para medir cuántas personas visitan un sitio y cómo lo usan. Pupitre no utiliza herramientas de analítica ni guarda datos con este fin.',
    pupitreKeys: [],
    commonExamples: {
      text: 'Nombres habituales en otros sitios (no presentes en Pupitre):',
      names: ['_ga', '_gid', '_pk_id'],
    },
  },
  {
    value: 'marketing',
    title: 'Marketing',
    description:
      'Permiten mostrar publicidad personalizada y seguir tu actividad entre distintos sitios. Pupitre no muestra anuncios ni usa cookies de marketing.',
    pupitreKeys: [],
    commonExamples: {
      text: 'Nombres habituales en otros sitios (no presentes en Pupitre):',
      names: ['_fbp', 'IDE', 'test_cookie'],
    },
  },
];

export const NOTHING_STORED = 'Pupitre no guarda nada de este tipo.';

export interface BrowserGuide {
  name: string;
  steps: readonly string[];
}

/** Menus as they are named in each browser's Spanish interface; they can change between versions. */
export const browserGuides: BrowserGuide[] = [
  {
    name: 'Google Chrome',
    steps: [
      'Abre el menú (los tres puntos verticales) y elige Configuración.',
      'Entra en Privacidad y seguridad.',
      'Usa Cookies de terceros para bloquearlas, o Eliminar datos de navegación y marca «Cookies y otros datos de sitios» para borrarlas.',
    ],
  },
  {
    name: 'Mozilla Firefox',
    steps: [
      'Abre el menú (las tres líneas horizontales) y elige Ajustes.',
      'Ve al panel Privacidad y seguridad.',
      'En «Cookies y datos del sitio», pulsa Limpiar datos o Administrar datos para borrar los de un sitio concreto.',
    ],
  },
  {
    name: 'Safari',
    steps: [
      'En Mac, abre el menú Safari y elige Ajustes (Preferencias en versiones anteriores).',
      'Ve a la pestaña Privacidad y pulsa Gestionar datos de sitios web para borrar los de un sitio o todos.',
      'En iPhone o iPad: Ajustes > Safari > Borrar historial y datos de sitios web.',
    ],
  },
  {
    name: 'Microsoft Edge',
    steps: [
      'Abre el menú (los tres puntos horizontales) y elige Configuración.',
      'Entra en Cookies y permisos del sitio.',
      'Elige Administrar y eliminar cookies y datos del sitio para bloquearlos o ver y borrar los guardados.',
    ],
  },
];

export const BLOCKING_WARNING =
  'Si bloqueas o borras el almacenamiento de este sitio, se cerrará tu sesión y volverá el tema claro. Podrás seguir leyendo las publicaciones, pero tendrás que iniciar sesión de nuevo para comentar.';
