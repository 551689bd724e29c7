import type { LegalSection } from '@pupitre/ui';
import type { LegalCopy } from './legal-copy';

export const termsDocument: LegalCopy = {
  title: 'Términos y condiciones',
  updated: { text: '10 de febrero de 2025', dateTime: '2025-02-10' },
  intro:
    'Estas condiciones explican las reglas para usar Pupitre. Las escribimos en un lenguaje sencillo; léelas con calma y, si algo no queda claro, pregúntanos.',
  contact: {
    text: 'Si tienes dudas sobre estos términos o quieres reportar un incumplimiento, escríbenos a',
  },
};

/** The nine sections of the spec, in its order (accounts-admin §2 "Legal pages"). */
export const termsSections: LegalSection[] = [
  {
    id: 'introduccion',
    title: 'Introducción',
    paragraphs: [
      'Pupitre es un blog educativo dirigido a docentes, estudiantes y a cualquier persona interesada en aprender. Al navegar por el sitio, crear una cuenta o publicar contenido aceptas estos términos y nuestra Política de privacidad.',
      'Si no estás de acuerdo con alguna de estas condiciones, te pedimos que no utilices el sitio.',
    ],
  },
  {
    id: 'uso-del-sitio',
    title: 'Uso del sitio',
    paragraphs: [
      'Puedes leer, compartir y comentar las publicaciones para fines personales, educativos y no comerciales. Al usar Pupitre te comprometes a no:',
    ],
    items: [
      'Publicar información falsa, ofensiva, discriminatoria o que invada la privacidad de otras personas.',
      'Intentar acceder sin permiso a cuentas, servidores o datos que no te pertenecen.',
      'Enviar publicidad no solicitada, cadenas o programas maliciosos.',
      'Usar herramientas automáticas que sobrecarguen el sitio o copien su contenido de forma masiva.',
    ],
  },
  {
    id: 'cuentas-de-usuario',
    title: 'Cuentas de usuario',
    paragraphs: [
      'Para comentar y acceder a algunas secciones necesitas una cuenta. Los datos que registres deben ser verdaderos y mantenerse actualizados.',
      'Eres responsable de guardar tu contraseña en secreto y de todo lo que ocurra con tu cuenta. Si sospechas que alguien más la está usando, cambia tu contraseña y avísanos cuanto antes.',
      'Puedes eliminar tu cuenta en cualquier momento desde Mi Perfil. Podemos suspender o cerrar cuentas que incumplan estos términos.',
    ],
  },
  {
    id: 'propiedad-intelectual',
    title: 'Propiedad intelectual',
    paragraphs: [
      'Los textos, diseños, logotipos y el código de Pupitre pertenecen a sus autores y están protegidos por la legislación sobre derechos de autor y propiedad industrial.',
      'Puedes citar fragmentos breves de nuestras publicaciones siempre que menciones la fuente y enlaces al artículo original. Para cualquier otro uso necesitas nuestra autorización por escrito.',
    ],
  },
  {
    id: 'contenido-de-usuarios',
    title: 'Contenido de los usuarios',
    paragraphs: [
      'Los comentarios y demás aportes que publiques siguen siendo tuyos. Al publicarlos nos concedes un permiso gratuito y no exclusivo para mostrarlos en el sitio mientras permanezcan publicados.',
      'Tú respondes por lo que escribes. Podemos editar o retirar, sin aviso previo, cualquier contenido que incumpla estos términos o la ley.',
    ],
  },
  {
    id: 'limitacion-de-responsabilidad',
    title: 'Limitación de responsabilidad',
    paragraphs: [
      'Publicamos la información con cuidado y con fines educativos, pero no garantizamos que esté libre de errores ni que sea adecuada para cada situación. No sustituye la orientación de un profesional.',
      'Pupitre se ofrece «tal como está». En la medida en que la ley lo permita, no somos responsables de daños derivados del uso del sitio, de interrupciones del servicio ni del contenido de sitios externos enlazados.',
    ],
  },
  {
    id: 'indemnizacion',
    title: 'Indemnización',
    paragraphs: [
      'Si tu uso del sitio o el contenido que publiques da lugar a una reclamación de terceros por incumplir estos términos o la ley, te comprometes a cubrir los daños, costos y gastos razonables que esa reclamación nos ocasione.',
    ],
  },
  {
    id: 'cambios',
    title: 'Cambios en los términos',
    paragraphs: [
      'Podemos actualizar estos términos para reflejar cambios en el sitio o en la ley. Cuando lo hagamos, cambiaremos la fecha de «Última actualización» y, si el cambio es importante, lo avisaremos en el sitio.',
      'Si sigues usando Pupitre después de un cambio, entenderemos que aceptas la nueva versión.',
    ],
  },
  {
    id: 'ley-aplicable',
    title: 'Ley aplicable',
    paragraphs: [
      'Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Cualquier controversia se someterá a los tribunales competentes de la ciudad de Colima, Colima, salvo que la ley disponga otra cosa.',
    ],
  },
];
