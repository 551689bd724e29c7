/** The parts of an OpenAPI 3.1 document the contract tests read. */

export type JsonSchema = Record<string, unknown>;

export interface MediaType {
  schema?: JsonSchema;
}

export interface ResponseSpec {
  description?: string;
  content?: Record<string, MediaType>;
}

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OperationSpec {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterSpec[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses: Record<string, ResponseSpec>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  components?: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, OperationSpec>>;
}

export interface Operation {
  /** 'POST /api/auth/register': the method and the documented path. */
  key: string;
  method: string;
  path: string;
  spec: OperationSpec;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, spec]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      spec,
    })),
  );
}

export function findOperation(document: OpenApiDocument, key: string): Operation {
  const operation = operationsOf(document).find((candidate) => candidate.key === key);
  if (!operation) throw new Error(`${key} is not documented`);
  return operation;
}

/** The one success status an operation declares (each route answers a single 2xx). */
export function successStatus(operation: Operation): number {
  const statuses = Object.keys(operation.spec.responses).filter((status) => status.startsWith('2'));
  if (statuses.length !== 1) throw new Error(`${operation.key} declares ${statuses.length} success statuses`);
  return Number(statuses[0]);
}
