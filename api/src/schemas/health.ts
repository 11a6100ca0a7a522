import { Type } from '@sinclair/typebox';

export const HealthResponse = Type.Object({
  success: Type.Literal(true),
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});
