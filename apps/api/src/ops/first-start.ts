const GENERATED_ADMIN = /superuser created: username "(.+?)", password "(.+?)"/;

/**
 * The lines a newcomer needs on a first start in a terminal, standing out from the log: where to open
 * the site and, when it was just generated, the administrator's password.
 */
export function welcomeLines(address: string, seedLines: readonly string[]): string {
  const admin = seedLines.map((line) => GENERATED_ADMIN.exec(line)).find(Boolean);
  const lines = [`Pupitre está listo: abre ${address}`];
  if (admin) {
    lines.push(`Administrador: ${admin[1]}   Contraseña: ${admin[2]}`);
    lines.push('Guarda la contraseña ahora: no se vuelve a mostrar.');
  }
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  const rule = '═'.repeat(width);
  return ['', `╔${rule}╗`, ...lines.map((line) => `║ ${line.padEnd(width - 1)}║`), `╚${rule}╝`, ''].join(
    '\n',
  );
}
