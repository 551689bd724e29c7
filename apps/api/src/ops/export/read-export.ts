import { createHash } from 'node:crypto';
import { type ExportData, exportFileSchema } from './export-format';
import { linkedImageId } from './image-links';

/** The file is not a Pupitre content export, or contradicts itself; `problems` says where. */
export class NotAnExportError extends Error {
  constructor(readonly problems: string[]) {
    super(`not a Pupitre content export: ${problems.slice(0, 5).join('; ')}`);
  }
}

/** What a file's parts point at that the file does not hold. */
function brokenReferences(data: ExportData): string[] {
  const problems: string[] = [];
  const posts = new Set(data.posts.map((post) => post.id));
  const tags = new Set(data.tags.map((tag) => tag.id));
  const images = new Set(data.images.map((image) => image.id));
  for (const [index, post] of data.posts.entries()) {
    const cover = linkedImageId(post.feature_image);
    if (post.feature_image !== null && (cover === undefined || !images.has(cover))) {
      problems.push(`posts.${index}.feature_image names no image of the file`);
    }
  }
  for (const [index, link] of data.posts_tags.entries()) {
    if (!posts.has(link.post_id)) problems.push(`posts_tags.${index}.post_id names no post of the file`);
    if (!tags.has(link.tag_id)) problems.push(`posts_tags.${index}.tag_id names no tag of the file`);
  }
  for (const [index, image] of data.images.entries()) {
    const sha256 = createHash('sha256').update(Buffer.from(image.data, 'base64')).digest('hex');
    if (sha256 !== image.sha256) problems.push(`images.${index}.data does not match its sha256`);
  }
  return problems;
}

/** The content of an export file's text; throws NotAnExportError when it is not one. */
export function readExport(text: string): ExportData {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new NotAnExportError(['the file is not JSON']);
  }
  const parsed = exportFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new NotAnExportError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`),
    );
  }
  const [entry] = parsed.data.db;
  if (!entry) throw new NotAnExportError(['db: holds no export']);
  const problems = brokenReferences(entry.data);
  if (problems.length > 0) throw new NotAnExportError(problems);
  return entry.data;
}
