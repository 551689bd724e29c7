import { errorAnswerSchema, invalidAnswerSchema } from '@pupitre/data';
import { z } from 'zod';
import { TOO_MANY } from '../abuse/rate-limit';
import { MALFORMED_JSON, NOT_JSON, TOO_LARGE } from './validation';

/** Pieces of route declarations: JSON bodies and answers, and the error answers routes share. */
export function jsonContent<Schema extends z.ZodType>(schema: Schema, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** Every error answer also names its request, as the `X-Request-Id` header does. */
const requestIdField = {
  request_id: z
    .string()
    .meta({ description: 'El identificador de la solicitud, el mismo que lleva su línea de registro.' }),
};

const namedErrorAnswerSchema = errorAnswerSchema.extend(requestIdField);
const namedInvalidAnswerSchema = invalidAnswerSchema.extend(requestIdField);

export function errorAnswer(description: string) {
  return jsonContent(namedErrorAnswerSchema, description);
}

export const bearerAuth = [{ bearer: [] }];

export const invalidAnswer = {
  400: jsonContent(
    namedInvalidAnswerSchema,
    `Datos no válidos: \`errors\` nombra cada campo rechazado ('' si es todo el cuerpo: '${MALFORMED_JSON}').`,
  ),
};

/** What any route with a JSON body may answer before its handler runs. */
export const bodyFailures = {
  ...invalidAnswer,
  413: errorAnswer(TOO_LARGE),
  415: errorAnswer(NOT_JSON),
};

export const tooManyRequests = { 429: errorAnswer(TOO_MANY) };
