// Runs inside the scratch consumer project: only the packed @pupitre/ui and its declared dependencies.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BrandProvider, Button, Chip, exampleBrand } from '@pupitre/ui';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const html = renderToString(
  createElement(
    BrandProvider,
    { brand: exampleBrand },
    createElement(Button, { tone: 'danger' }, 'Eliminar'),
    createElement(Chip, { label: 'Noticias', categoryId: 1, href: '/categoria/1' }),
  ),
);
const css = readFileSync(fileURLToPath(import.meta.resolve('@pupitre/ui/style.css')), 'utf8');
console.log(JSON.stringify({ html, css }));
