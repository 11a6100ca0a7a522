import { Type } from '@sinclair/typebox';

export const HealthResponse = Type.Object({
  success: Type.Literal(true),
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  /** Which API process answered (API_WORKERS > 1: 1, 2, ... in the order they were started); 0 for a single process. */
  worker: Type.Integer({ minimum: 0 }),
});
