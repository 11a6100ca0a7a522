import { Type, type TSchema } from '@sinclair/typebox';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../constants.js';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Uuid = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Uuid });

export const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
export const Limit = (defaultValue: number) => Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultValue });

/** A query flag that may be sent empty ('' = no filter): 'true' | 'false' | ''. */
export const BooleanFilter = Type.Unsafe<'true' | 'false' | ''>({ type: 'string', enum: ['true', 'false', ''] });
export const parseBooleanFilter = (value: string | undefined) => (value === 'true' ? true : value === 'false' ? false : undefined);

export const FieldErrorSchema = Type.Object({
  row: Type.Optional(Type.Integer()),
  field: Type.String(),
  /** A spreadsheet import's column (the same as field): the report names the header the user sees. */
  column: Type.Optional(Type.String()),
  message: Type.String(),
});

export const ErrorResponse = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    errors: Type.Optional(Type.Array(FieldErrorSchema)),
  },
  { $id: 'ErrorResponse' },
);

/** A success answer: `{ success: true, ...payload }`. */
export const Success = <T extends Record<string, TSchema>>(payload: T) =>
  Type.Object({ success: Type.Literal(true), ...payload });

export const MessageResponse = Success({ message: Type.String() });

/** Error answers documented for every route (the error handler produces them). */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, Type.Ref('ErrorResponse')]));
