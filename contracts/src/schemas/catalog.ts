import { Type } from '@sinclair/typebox';
import { USER_LIMITS } from '../constants.js';
import { Success } from './common.js';

export const NewsletterBody = Type.Object(
  { email: Type.String({ maxLength: USER_LIMITS.email }) },
  { additionalProperties: false },
);

export const StatsResponse = Success({
  stats: Type.Object({
    products: Type.Integer(),
    featured: Type.Integer(),
    inactive: Type.Integer(),
    clicksByDay: Type.Array(Type.Object({ date: Type.String(), clicks: Type.Integer() })),
    topProducts: Type.Array(
      Type.Object({ _id: Type.String(), title: Type.String(), clicks: Type.Integer(), featuredImage: Type.String() }),
    ),
  }),
});
