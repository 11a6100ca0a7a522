import { Type } from '@sinclair/typebox';
import { LINK_CHECK_MAX_IDS, LINK_CHECK_RUN_STATUSES, LINK_STATUSES } from '../constants.js';
import { Nullable, Success, Uuid } from './common.js';

const enumOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const LinkStatusSchema = enumOf(LINK_STATUSES);

/** A product's last link check (staff and admin payloads only). */
export const LinkSchema = Type.Object({
  status: LinkStatusSchema,
  httpStatus: Nullable(Type.Integer()),
  finalUrl: Nullable(Type.String()),
  /** Each redirect answered on the way: the URL asked and its 3xx status; the last answer is httpStatus at finalUrl. */
  redirects: Type.Array(Type.Object({ status: Type.Integer(), url: Type.String() })),
  error: Nullable(Type.String()),
  responseMs: Nullable(Type.Integer()),
  checkedAt: Nullable(Type.String()),
  acknowledged: Type.Boolean(),
});

export const RunSchema = Type.Object({
  id: Type.String(),
  status: enumOf(LINK_CHECK_RUN_STATUSES),
  total: Type.Integer(),
  checked: Type.Integer(),
  healthy: Type.Integer(),
  warning: Type.Integer(),
  broken: Type.Integer(),
  startedAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  trigger: enumOf(['manual', 'scheduled'] as const),
  error: Nullable(Type.String()),
});

export const StartRunBody = Type.Object(
  { productIds: Type.Optional(Type.Array(Uuid, { minItems: 1, maxItems: LINK_CHECK_MAX_IDS })) },
  { additionalProperties: false },
);
export const AcknowledgeBody = Type.Object({ acknowledged: Type.Boolean() }, { additionalProperties: false });

export const RunResponse = Success({ run: RunSchema });
export const LatestRunResponse = Success({ run: Nullable(RunSchema) });
export const RunConflictResponse = Type.Object({ success: Type.Literal(false), message: Type.String(), run: RunSchema });
export const LinkResponse = Success({ link: LinkSchema });
export const LinkSummaryResponse = Success({
  summary: Type.Object({ healthy: Type.Integer(), warning: Type.Integer(), broken: Type.Integer(), unchecked: Type.Integer() }),
});
