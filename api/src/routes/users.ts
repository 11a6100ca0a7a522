import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, USERS_PAGE_SIZE } from '../constants.js';
import type { UserRow } from '../db/accounts-types.js';
import {
  errorResponses,
  IdParams,
  AffectedResponse,
  BulkBody,
  DeletedResponse,
  ProfileUpdateBody,
  StatusBody,
  StatusResponse,
  UserCreateBody,
  UserDataResponse,
  UserDataWithTokenResponse,
  UserListQuery,
  UserListResponse,
  UserResponse,
  UserUpdateBody,
} from '@app/contracts';
import { listFilters } from '../services/user-query.js';
import { toUserView } from '../services/user-view.js';
import { assertUsernameAndEmailFree, createAccount, toUserColumns, type UserInput } from '../services/users.js';
import { conflict, forbidden, notFound } from '../utils/http-error.js';
import userTransferRoutes from './users-transfer.js';

const security = [{ bearerAuth: [] }];
const tags = ['users'];

/** The one refusal of the user repository: the write would leave no active admin. */
const lastAdminError = () => conflict(MESSAGES.lastAdmin);

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = app.repos.users;
  const admin = app.requirePermission('manageUsers');

  async function findOr404(id: string) {
    const user = await users.findById(id);
    if (!user) throw notFound(MESSAGES.userNotFound);
    return user;
  }

  /** Saves `input` on `target`; own role and isActive are ignored; 409 on a taken username/email. */
  async function saveUser(request: FastifyRequest, target: UserRow, input: UserInput) {
    const isSelf = target.id === request.user!.id;
    const { role: _role, isActive: _isActive, ...rest } = input;
    const columns = await toUserColumns(isSelf || request.user!.role !== 'admin' ? rest : input);
    await assertUsernameAndEmailFree(users, { username: columns.username, email: columns.email }, target.id);
    // A new password or role ends the user's tokens (a demoted admin's open sessions must not keep acting).
    if (columns.passwordHash || (columns.role && columns.role !== target.role)) columns.tokenVersion = target.tokenVersion + 1;
    const outcome = await users.update(target.id, columns);
    if (!outcome.ok) throw lastAdminError();
    const updated = outcome.value;
    if (!updated) throw notFound(MESSAGES.userNotFound);
    const token = isSelf && columns.passwordHash ? app.tokens.sign(updated) : undefined;
    return { success: true as const, data: toUserView(updated), ...(token ? { token } : {}) };
  }

  app.get(
    '/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'User directory: filtered, sorted, paginated (a plain user gets only themself)',
        querystring: UserListQuery,
        response: { 200: UserListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? USERS_PAGE_SIZE;
      const query = listFilters(request.query, request.user!);
      const offset = (page - 1) * limit;
      const [rows, unfilteredTotal] = await Promise.all([users.list({ ...query, limit, offset }), users.unfilteredTotal(query)]);
      const total = await users.total(query, { offset, limit, rows: rows.length });
      return {
        success: true as const,
        users: rows.map(toUserView),
        pagination: { total, page, pages: Math.ceil(total / limit), limit },
        unfilteredTotal,
      };
    },
  );

  app.get(
    '/profile',
    {
      preHandler: app.requireAuth,
      schema: { tags, security, summary: 'Own profile', response: { 200: UserDataResponse, ...errorResponses(401) } },
    },
    async (request) => ({ success: true as const, data: toUserView(request.user!) }),
  );

  app.put(
    '/profile',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Update own profile (role and isActive cannot be changed here)',
        body: ProfileUpdateBody,
        response: { 200: UserDataWithTokenResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => saveUser(request, request.user!, request.body),
  );

  app.register(userTransferRoutes);

  app.post(
    '/bulk',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Activate, deactivate or delete many users in one transaction (all or nothing)',
        body: BulkBody,
        response: { 200: AffectedResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { action } = request.body;
      const ids = [...new Set(request.body.ids)];
      if (action !== 'activate' && ids.includes(request.user!.id)) {
        throw forbidden(action === 'delete' ? MESSAGES.cannotDeleteSelf : MESSAGES.cannotDeactivateSelf);
      }
      const outcome = await users.applyToMany(action, ids);
      if (!outcome.ok) throw lastAdminError();
      const result = outcome.value;
      if (result.found !== ids.length) throw notFound(MESSAGES.usersNotFound);
      return { success: true as const, data: { affected: result.affected } };
    },
  );

  for (const path of ['/:id', '/users/:id']) {
    app.get(
      path,
      {
        preHandler: app.requireAuth,
        schema: {
          tags,
          security,
          summary: 'One user (a plain user may read only themself)',
          params: IdParams,
          response: { 200: UserResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = request.user!;
        if (viewer.role === 'user' && viewer.id !== request.params.id) throw forbidden(MESSAGES.forbidden);
        return { success: true as const, user: toUserView(await findOr404(request.params.id)) };
      },
    );
  }

  app.post(
    '/',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Create a user (admin)',
        body: UserCreateBody,
        response: { 201: UserDataResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createAccount(users, request.body, { createdBy: request.user!.id });
      reply.code(201);
      return { success: true as const, data: toUserView(created) };
    },
  );

  app.put(
    '/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Update a user (admin: anyone; others: only themself; own role and isActive are ignored)',
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: UserDataWithTokenResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = request.user!;
      if (viewer.role !== 'admin' && viewer.id !== request.params.id) throw forbidden(MESSAGES.forbidden);
      return saveUser(request, await findOr404(request.params.id), request.body);
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Delete a user (admin; not oneself, not the last active admin)',
        params: IdParams,
        response: { 200: DeletedResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id === request.user!.id) throw forbidden(MESSAGES.cannotDeleteSelf);
      const outcome = await users.applyToMany('delete', [id]);
      if (!outcome.ok) throw lastAdminError();
      if (!outcome.value.found) throw notFound(MESSAGES.userNotFound);
      return { success: true as const, data: { id, _id: id } };
    },
  );

  app.patch(
    '/:id/status',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Activate or deactivate a user (admin; not oneself, not the last active admin)',
        params: IdParams,
        body: StatusBody,
        response: { 200: StatusResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { isActive } = request.body;
      if (id === request.user!.id) throw forbidden(MESSAGES.cannotDeactivateSelf);
      const outcome = await users.applyToMany(isActive ? 'activate' : 'deactivate', [id]);
      if (!outcome.ok) throw lastAdminError();
      if (!outcome.value.found) throw notFound(MESSAGES.userNotFound);
      return { success: true as const, data: { id, _id: id, isActive } };
    },
  );

};

export default userRoutes;
