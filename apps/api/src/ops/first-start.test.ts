import { describe, expect, it } from 'vitest';
import { welcomeLines } from './first-start';

describe('the first start in a terminal', () => {
  it('shows the address and the generated password as plain lines in a box', () => {
    const text = welcomeLines('http://localhost:3000', [
      '[seed] 30 demo posts written',
      '[seed] superuser created: username "admin", password "Xy7pQ2mN9vR4" (shown only once)',
    ]);
    expect(text).toContain('║ Pupitre está listo: abre http://localhost:3000');
    expect(text).toContain('Administrador: admin   Contraseña: Xy7pQ2mN9vR4');
    expect(text).not.toContain('"level"');
  });

  it('shows only the address once the administrator exists', () => {
    expect(welcomeLines('http://localhost:3000', [])).not.toContain('Contraseña');
  });
});
