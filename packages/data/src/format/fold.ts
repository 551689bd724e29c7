/** Text compared as Spanish readers expect: accents and case ignored ("Evaluación" matches "evaluacion"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
