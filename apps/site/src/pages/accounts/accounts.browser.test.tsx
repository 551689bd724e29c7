import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { answer, calls, mount } from './testing/accounts-harness';

/** A user as GET /api/auth/user/ and POST /api/auth/register/ answer it. */
const userAnswer = (username: string) => ({
  id: 7,
  username,
  email: `${username}@e.org`,
  first_name: 'X',
  last_name: 'Y',
  is_superuser: false,
  date_joined: '2025-01-01T00:00:00Z',
  avatar: null,
  avatar_url: null,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('login', () => {
  it('shows the registration success, validates, maps 401, shakes, then logs in', async () => {
    await mount('/login', { message: '¡Registro exitoso! Ahora puedes iniciar sesión.', tone: 'success' });
    await expect.element(page.getByRole('status').filter({ hasText: '¡Registro exitoso!' })).toBeVisible();
    expect(window.history.state).toBeNull();
    expect(document.title).toBe('Iniciar Sesión | Pupitre');
    expect(document.documentElement.className).toMatch(/light/i);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect
      .element(page.getByText('El nombre de usuario o correo electrónico es requerido'))
      .toBeVisible();
    await expect.element(page.getByText('La contraseña es requerida')).toBeVisible();
    expect(document.activeElement?.getAttribute('name')).toBe('usernameOrEmail');
    const input = page.getByLabelText('Usuario o Correo Electrónico');
    await expect.element(input).toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'x');
    await expect
      .element(page.getByText('El nombre de usuario o correo electrónico es requerido'))
      .not.toBeInTheDocument();
    await expect.element(page.getByText('La contraseña es requerida')).toBeVisible();
    answer(() => ({ status: 401, body: { detail: 'algo' } }));
    await userEvent.type(page.getByLabelText(/^Contraseña\*?$/), 'secreto');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect.element(page.getByRole('alert').filter({ hasText: 'Credenciales inválidas' })).toBeVisible();
    const section = document.querySelector('section');
    expect(section?.className).toMatch(/shake/);
    await sleep(600);
    expect(section?.className).not.toMatch(/shake/);
    answer(() => 'network');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect
      .element(page.getByText('No se pudo conectar con el servidor. Verifica tu conexión a internet.'))
      .toBeVisible();
    answer((call) =>
      call.url.endsWith('/auth/token/')
        ? { status: 200, body: { access: 'a', refresh: 'r', username: 'x', is_superuser: false } }
        : { status: 200, body: userAnswer('x') },
    );
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect.element(page.getByText('otra página')).toBeVisible();
    expect(window.location.pathname).toBe('/dashboard');
    expect(calls.find((c) => c.url.endsWith('/auth/token/'))?.body).toEqual({
      username: 'x',
      password: 'secreto',
    });
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows a plain navigation message as a general error', async () => {
    await mount('/login', { message: 'Tu sesión ha expirado' });
    await expect.element(page.getByRole('alert').filter({ hasText: 'Tu sesión ha expirado' })).toBeVisible();
  });
});

describe('register', () => {
  it('validates every field and links errors', async () => {
    await mount('/register');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    for (const text of [
      'El nombre es requerido',
      'El apellido es requerido',
      'El nombre de usuario es requerido',
      'El correo electrónico es requerido',
      'La contraseña es requerida',
      'Confirma tu contraseña',
      'Debes aceptar los términos y condiciones',
    ]) {
      await expect.element(page.getByText(text, { exact: true })).toBeVisible();
    }
    expect(document.activeElement?.getAttribute('name')).toBe('firstName');
    expect(calls).toHaveLength(0);
  });

  it('lower-cases the username, checks availability, blocks a taken one, and registers', async () => {
    await mount('/register');
    let usernameTaken = true;
    answer((call) => {
      if (call.url.includes('/auth/user/'))
        return { status: 200, body: { available: !usernameTaken, message: '' } };
      if (call.url.endsWith('/auth/email/check')) return { status: 500, body: {} };
      if (call.url.endsWith('/auth/register/')) return { status: 201, body: userAnswer('ana.perez2') };
      return { status: 404, body: {} };
    });
    await userEvent.type(page.getByLabelText(/^Nombre\*?$/), 'Ana');
    await userEvent.type(page.getByLabelText('Apellido'), 'Pérez');
    const username = page.getByLabelText('Nombre de usuario');
    await userEvent.type(username, 'Ana.Perez');
    await expect.element(username).toHaveValue('ana.perez');
    await expect
      .element(page.getByText('Este nombre de usuario ya está en uso', { exact: true }))
      .toBeVisible();
    const usernameCalls = calls.filter((c) => c.url.includes('/auth/user/'));
    expect(usernameCalls.length).toBeGreaterThanOrEqual(1);
    expect(usernameCalls.at(-1)?.url).toContain('/auth/user/ana.perez/check');
    await userEvent.type(page.getByLabelText('Correo electrónico'), 'ana@example.org');
    await userEvent.tab();
    await sleep(100);
    expect(calls.filter((c) => c.url.endsWith('/auth/email/check'))).toHaveLength(1);
    await sleep(900);
    // the blur answer is reused after the 800 ms timer
    expect(calls.filter((c) => c.url.endsWith('/auth/email/check'))).toHaveLength(1);
    // email check failed (500): counts as available, no error
    await expect
      .element(page.getByText('Este correo electrónico ya está registrado', { exact: true }))
      .not.toBeInTheDocument();
    await userEvent.type(page.getByLabelText(/^Contraseña\*?$/), 'Aprender2025');
    await userEvent.type(page.getByLabelText('Confirmar contraseña'), 'Aprender2024');
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.element(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await userEvent.clear(page.getByLabelText('Confirmar contraseña'));
    await userEvent.type(page.getByLabelText('Confirmar contraseña'), 'Aprender2025');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect
      .element(page.getByText('Este nombre de usuario ya está en uso. Intenta con otro.'))
      .toBeVisible();
    expect(document.activeElement?.getAttribute('name')).toBe('username');
    expect(calls.some((c) => c.url.endsWith('/auth/register/'))).toBe(false);
    usernameTaken = false;
    await userEvent.type(username, '2');
    await expect.element(page.getByText('Nombre de usuario disponible')).toBeVisible();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    // The login screen takes the success notice out of the history entry and shows it.
    await expect
      .element(
        page.getByRole('status').filter({ hasText: '¡Registro exitoso! Ahora puedes iniciar sesión.' }),
      )
      .toBeVisible();
    expect(window.location.pathname).toBe('/login');
    expect(calls.find((c) => c.url.endsWith('/auth/register/'))?.body).toEqual({
      username: 'ana.perez2',
      email: 'ana@example.org',
      password: 'Aprender2025',
      password2: 'Aprender2025',
      first_name: 'Ana',
      last_name: 'Pérez',
    });
  });

  it('given a return path › the login that follows keeps it', async () => {
    await mount('/register?next=%2Fblog%2F3%23comentarios');
    answer((call) => {
      if (call.url.includes('/auth/user/')) return { status: 200, body: { available: true, message: '' } };
      if (call.url.endsWith('/auth/email/check'))
        return { status: 200, body: { available: true, message: '' } };
      if (call.url.endsWith('/auth/register/')) return { status: 201, body: userAnswer('ana') };
      return { status: 404, body: {} };
    });
    await userEvent.type(page.getByLabelText(/^Nombre\*?$/), 'Ana');
    await userEvent.type(page.getByLabelText('Apellido'), 'Pérez');
    await userEvent.type(page.getByLabelText('Nombre de usuario'), 'ana');
    await userEvent.type(page.getByLabelText('Correo electrónico'), 'ana@example.org');
    await userEvent.type(page.getByLabelText(/^Contraseña\*?$/), 'Aprender2025');
    await userEvent.type(page.getByLabelText('Confirmar contraseña'), 'Aprender2025');
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect
      .element(
        page.getByRole('status').filter({ hasText: '¡Registro exitoso! Ahora puedes iniciar sesión.' }),
      )
      .toBeVisible();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/login?next=%2Fblog%2F3%23comentarios',
    );
    expect(page.getByRole('link', { name: 'Regístrate' }).element().getAttribute('href')).toBe(
      '/register?next=%2Fblog%2F3%23comentarios',
    );
  });

  it('maps a server conflict onto the field and offers development mode', async () => {
    await mount('/register');
    answer((call) => {
      if (call.url.endsWith('/auth/register/'))
        return {
          status: 409,
          body: {
            detail: 'Este correo electrónico ya está registrado',
            errors: [{ field: 'email', msg: 'Este correo electrónico ya está registrado' }],
          },
        };
      return 'network';
    });
    await userEvent.type(page.getByLabelText(/^Nombre\*?$/), 'Ana');
    await userEvent.type(page.getByLabelText('Apellido'), 'Pérez');
    await userEvent.type(page.getByLabelText('Nombre de usuario'), 'ana');
    await userEvent.type(page.getByLabelText('Correo electrónico'), 'ana@example.org');
    await userEvent.type(page.getByLabelText(/^Contraseña\*?$/), 'Aprender2025');
    await userEvent.type(page.getByLabelText('Confirmar contraseña'), 'Aprender2025');
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect
      .element(page.getByText('Error en el registro: Este correo electrónico ya está registrado'))
      .toBeVisible();
    await expect.element(page.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement?.getAttribute('name')).toBe('email');
    await page.getByRole('button', { name: 'Activar modo desarrollo' }).click();
    await expect.element(page.getByText('Modo desarrollo activado - Sin conexión al backend')).toBeVisible();
    const before = calls.length;
    await userEvent.type(page.getByLabelText('Correo electrónico'), 'x');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.element(page.getByRole('button', { name: /Creando cuenta/ })).toBeInTheDocument();
    await expect
      .element(page.getByText('¡Registro exitoso en modo desarrollo! Ahora puedes iniciar sesión.'))
      .toBeVisible();
    expect(window.location.pathname).toBe('/login');
    expect(calls.length).toBe(before);
  });
});

describe('forgot password', () => {
  it('validates, shows the error view, tries again, then succeeds', async () => {
    await mount('/forgot-password');
    await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
    await expect.element(page.getByText('Por favor ingresa tu correo electrónico.')).toBeVisible();
    await userEvent.type(page.getByLabelText('Correo electrónico'), 'ana@');
    await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
    await expect.element(page.getByText('Por favor ingresa un correo electrónico válido.')).toBeVisible();
    await userEvent.type(page.getByLabelText('Correo electrónico'), 'example.org');
    answer(() => ({
      status: 404,
      body: { detail: 'No existe ninguna cuenta con este correo electrónico.' },
    }));
    await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
    await expect
      .element(
        page.getByText(
          'No existe ninguna cuenta con este correo electrónico. Por favor, verifica que has introducido el correo correcto.',
        ),
      )
      .toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect.element(page.getByLabelText('Correo electrónico')).toHaveValue('ana@example.org');
    answer(() => ({ status: 200, body: { detail: 'ok' } }));
    await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
    await expect.element(page.getByText('¡Correo enviado!')).toBeVisible();
    await expect.element(page.getByText(/carpeta de spam/)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();
  });
});

describe('reset password', () => {
  it('without a token › shows the error view', async () => {
    await mount('/reset-password');
    await expect
      .element(
        page.getByText(
          'No se proporcionó un token válido. Por favor, solicita un nuevo enlace de restablecimiento.',
        ),
      )
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Solicitar un nuevo enlace' }))
      .toHaveAttribute('href', '/forgot-password');
  });

  it('with a query token › validates, shows a server failure, then succeeds', async () => {
    await mount('/reset-password?token=%20tok123%20');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect.element(page.getByText('La contraseña es requerida')).toBeVisible();
    await expect.element(page.getByText('Por favor confirma tu contraseña')).toBeVisible();
    await userEvent.type(page.getByLabelText('Nueva contraseña'), 'corta');
    await expect.element(page.getByText('La contraseña es requerida')).not.toBeInTheDocument();
    await userEvent.type(page.getByLabelText('Confirmar contraseña'), 'otra');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect.element(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    await expect.element(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await userEvent.clear(page.getByLabelText('Nueva contraseña'));
    await userEvent.type(page.getByLabelText('Nueva contraseña'), 'nuevaclave');
    await userEvent.clear(page.getByLabelText('Confirmar contraseña'));
    await userEvent.type(page.getByLabelText('Confirmar contraseña'), 'nuevaclave');
    answer(() => ({
      status: 400,
      body: {
        detail:
          'El enlace de restablecimiento no es válido o ha expirado. Por favor, solicita un nuevo enlace.',
      },
    }));
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect.element(page.getByRole('alert').filter({ hasText: 'ha expirado' })).toBeVisible();
    answer(() => ({ status: 200, body: { detail: 'ok' } }));
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect.element(page.getByText('¡Contraseña restablecida!')).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({ token: 'tok123', password: 'nuevaclave', password2: 'nuevaclave' });
    await expect
      .element(page.getByRole('link', { name: 'Iniciar Sesión', exact: true }))
      .toHaveAttribute('href', '/login');
    // One way on, not two links to the same place.
    await expect.element(page.getByRole('link', { name: 'Volver a iniciar sesión' })).not.toBeInTheDocument();
  });

  it('given field errors in the answer › shows each on the field it names', async () => {
    await mount('/reset-password/abc');
    await userEvent.type(page.getByLabelText('Nueva contraseña'), 'nuevaclave');
    await userEvent.type(page.getByLabelText('Confirmar contraseña'), 'nuevaclave');
    answer(() => ({
      status: 400,
      body: {
        detail: 'Los datos enviados no son válidos.',
        errors: [{ field: 'password', message: 'La contraseña no puede tener más de 128 caracteres' }],
      },
    }));
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect.element(page.getByText('La contraseña no puede tener más de 128 caracteres')).toBeVisible();
    await expect.element(page.getByLabelText('Nueva contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('[role="alert"]')?.textContent ?? '').not.toContain('no son válidos');
  });

  it('with a route token › shows the form', async () => {
    await mount('/reset-password/abc');
    await expect.element(page.getByLabelText('Nueva contraseña')).toBeVisible();
  });
});
