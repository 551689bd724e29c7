import { Accordion, Subheadings } from '@pupitre/ui';
import { LegalBlock, LegalGuideGrid, LegalNote } from '@pupitre/ui/fragments';
import {
  BLOCKING_WARNING,
  browserGuides,
  type CookieType,
  cookiesDocument,
  cookieTypes,
  NOTHING_STORED,
  whatPupitreStores,
} from './cookies-content';
import { LegalPage } from './LegalPage';

/** /cookies: the four types in an accordion (one open at a time) and the browser instructions. */
export default function CookiesPage() {
  return (
    <LegalPage content={cookiesDocument}>
      <LegalBlock title="Qué guarda Pupitre en tu navegador">
        {whatPupitreStores.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </LegalBlock>

      <LegalBlock title="Tipos de cookies">
        {/* LegalBlock's h2 sets no level for what it holds, so the types are placed under it here. */}
        <Subheadings>
          <Accordion
            defaultValue={cookieTypes[0]?.value}
            items={cookieTypes.map((type) => ({
              value: type.value,
              title: type.title,
              content: <CookieTypeDetails type={type} />,
            }))}
          />
        </Subheadings>
      </LegalBlock>

      <LegalBlock title="Cómo gestionar las cookies en tu navegador">
        <p>
          Puedes ver, bloquear o borrar las cookies y el almacenamiento de los sitios desde la configuración
          de tu navegador. Los nombres de los menús pueden variar un poco según la versión.
        </p>
        <LegalGuideGrid guides={browserGuides.map((guide) => ({ title: guide.name, steps: guide.steps }))} />
        <LegalNote>{BLOCKING_WARNING}</LegalNote>
      </LegalBlock>
    </LegalPage>
  );
}

function CookieTypeDetails({ type }: { type: CookieType }) {
  return (
    <LegalBlock>
      <p>{type.description}</p>
      {type.pupitreKeys.length > 0 ? (
        <>
          <p>Lo que guarda Pupitre:</p>
          <ul>
            {type.pupitreKeys.map((key) => (
              <li key={key.name}>
                <code>{key.name}</code> ({key.where}): {key.purpose}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{NOTHING_STORED}</p>
      )}
      {type.commonExamples && (
        <p>
          {type.commonExamples.text}{' '}
          {type.commonExamples.names.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <code>{name}</code>
            </span>
          ))}
          .
        </p>
      )}
    </LegalBlock>
  );
}
