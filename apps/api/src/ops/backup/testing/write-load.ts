import sharp from 'sharp';

export interface AcknowledgedWrite {
  id: number;
  titulo: string;
  /** When the server's answer arrived (performance.now()). */
  acknowledgedAt: number;
}

/** A PNG of its own for each cover, so every cover is a new image row. */
async function cover(seed: number): Promise<string> {
  const png = await sharp({
    create: { width: 3, height: 2, channels: 3, background: { r: seed % 256, g: (seed >> 8) % 256, b: 77 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** `writers` loops that each create posts (some with a cover) through the API until stopped. */
export function startWriteLoad(baseUrl: string, token: string, writers: number) {
  const acknowledged: AcknowledgedWrite[] = [];
  let running = true;
  let counter = 0;
  const writer = async () => {
    while (running) {
      counter += 1;
      const titulo = `Entrada bajo carga ${counter}`;
      const response = await fetch(`${baseUrl}/api/publicaciones`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          titulo,
          contenido: `<p>Escrita durante la copia, número ${counter}.</p>`,
          estado: counter % 3 === 0 ? 'borrador' : 'publicado',
          categorias: [1 + (counter % 7)],
          // Uploads are limited to 100 an hour per account: one post in four has a cover.
          Imagen_portada: counter % 4 === 0 ? await cover(counter) : null,
        }),
      });
      const body = (await response.json()) as { ID_publicaciones?: number };
      if (response.status !== 201 || !body.ID_publicaciones) {
        throw new Error(`a write failed with ${response.status}: ${JSON.stringify(body)}`);
      }
      acknowledged.push({ id: body.ID_publicaciones, titulo, acknowledgedAt: performance.now() });
    }
  };
  const done = Promise.all(Array.from({ length: writers }, writer));
  return {
    acknowledged,
    /** Resolves once `count` more writes have been acknowledged. */
    async more(count: number) {
      const goal = acknowledged.length + count;
      while (acknowledged.length < goal) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async stop() {
      running = false;
      await done;
    },
  };
}
