export interface Quote {
  text: string;
  author: string;
}

const TEAM = 'Equipo Pupitre';

/** The profile's 'frase del momento' (accounts-admin §2 and §9: 10 education quotes). */
export const quotes: readonly Quote[] = [
  { text: 'Aprender no es llenar un recipiente: es encender una curiosidad que no se apaga.', author: TEAM },
  { text: 'Cada pregunta en clase es una puerta que alguien se atrevió a abrir.', author: TEAM },
  { text: 'El error es el borrador del aprendizaje; sin él no hay versión final.', author: TEAM },
  { text: 'Enseñar bien es dejar huella sin dejar de escuchar.', author: TEAM },
  { text: 'Un poco de estudio cada día vale más que una noche entera antes del examen.', author: TEAM },
  { text: 'La constancia convierte lo difícil en costumbre.', author: TEAM },
  { text: 'Quien explica lo que sabe lo aprende dos veces.', author: TEAM },
  { text: 'Una buena clase no termina cuando suena el timbre.', author: TEAM },
  { text: 'Leer abre ventanas; escribir construye puertas.', author: TEAM },
  { text: 'El aula es una comunidad, no una fila de pupitres.', author: TEAM },
];

/** One quote, chosen with `random` (a source in [0, 1) like Math.random). */
export function pickQuote(random: () => number, list: readonly Quote[] = quotes): Quote {
  const index = Math.floor(random() * list.length);
  // A source that answers 1 (or more) still lands on the last quote.
  return list[Math.min(Math.max(index, 0), list.length - 1)] as Quote;
}
