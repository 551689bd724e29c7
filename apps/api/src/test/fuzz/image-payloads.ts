import fc from 'fast-check';
import { drillPictures } from '../../images/hostile/hostile-images';
import { dataUrl } from '../../images/sample-images';
import type { Operation } from '../openapi-document';
import type { CasePlan } from './case-plan';

/** The request fields that carry an upload, by the names the API documents. */
const IMAGE_FIELDS = new Set(['avatarData', 'imagen', 'Imagen_portada']);

export const isImageField = (name: string) => IMAGE_FIELDS.has(name);

/** The second drill's pictures (issue 33): small files declaring pictures slow or heavy to decode. */
const hostilePictures = drillPictures().map((picture) => ({
  name: picture.name,
  value: dataUrl(picture.bytes, picture.contentType),
}));

export const hostileImage: fc.Arbitrary<string> = fc.constantFrom(
  ...hostilePictures.map((picture) => picture.value),
);

function imageFieldsOf(operation: Operation): string[] {
  const schema = operation.spec.requestBody?.content?.['application/json']?.schema;
  return Object.keys((schema?.properties ?? {}) as Record<string, unknown>).filter(isImageField);
}

/**
 * Every hostile picture in every image field, as the success tour's request otherwise sends it. They
 * run before the random cases: later, the per-account upload limits would refuse them undecoded.
 */
export function hostileImagePlans(operations: Operation[]): { picture: string; plan: CasePlan }[] {
  return operations.flatMap((operation) =>
    imageFieldsOf(operation).flatMap((field) =>
      hostilePictures.map((picture) => ({
        picture: picture.name,
        plan: {
          operation: operation.key,
          auth: 'tour' as const,
          params: {},
          query: {},
          extraQuery: '',
          body: { fields: { [field]: { value: picture.value } }, extra: [] },
          forwardedFor: undefined,
        },
      })),
    ),
  );
}
