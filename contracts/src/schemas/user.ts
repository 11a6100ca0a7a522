import { Type, type Static } from '@sinclair/typebox';
import {
  BULK_MAX_IDS,
  EXPORT_FORMATS,
  MOBILE_PATTERN,
  ROLES,
  USER_LIMITS as L,
  USER_SORT_FIELDS,
  USERNAME_PATTERN,
  USERS_PAGE_SIZE,
} from '../constants.js';
import { BooleanFilter, Limit, Nullable, Page, Success, Uuid } from './common.js';

const sortValues = USER_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);

export const RoleSchema = Type.Unsafe<(typeof ROLES)[number]>({ type: 'string', enum: [...ROLES] });
const NonBlank = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Optional = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

export const UserSchema = Type.Object(
  {
    _id: Type.String(),
    id: Type.String(),
    fullName: Type.String(),
    username: Type.String(),
    email: Type.String(),
    mobileNumber: Nullable(Type.String()),
    role: RoleSchema,
    isActive: Type.Boolean(),
    occupation: Nullable(Type.String()),
    address: Nullable(Type.String()),
    dateOfBirth: Nullable(Type.String()),
    gender: Nullable(Type.String()),
    subscription: Type.String(),
    profilePicture: Type.String(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    lastLogin: Nullable(Type.String()),
    createdBy: Nullable(Type.String()),
  },
  { $id: 'User' },
);
/** Answers name the registered User schema by reference (one definition in the OpenAPI document), typed as it. */
export const UserRef = Type.Unsafe<Static<typeof UserSchema>>(Type.Ref('User'));

export const Username = Type.String({ minLength: L.usernameMin, maxLength: L.username, pattern: USERNAME_PATTERN });
export const Email = Type.String({ format: 'email', maxLength: L.email });
export const Password = Type.String({ minLength: L.passwordMin, maxLength: L.password });

/** Profile fields anyone may set on their own account. */
const profileFields = {
  fullName: Type.Optional(NonBlank(L.fullName)),
  username: Type.Optional(Username),
  email: Type.Optional(Email),
  mobileNumber: Type.Optional(Nullable(Type.String({ maxLength: L.mobileNumber, pattern: MOBILE_PATTERN }))),
  /** The user form's name for mobileNumber. */
  contactNumber: Type.Optional(Nullable(Type.String({ maxLength: L.mobileNumber, pattern: MOBILE_PATTERN }))),
  occupation: Optional(L.occupation),
  address: Optional(L.address),
  dateOfBirth: Type.Optional(Nullable(Type.Union([Type.String({ format: 'date' }), Type.Literal('')]))),
  gender: Optional(L.gender),
  subscription: Optional(L.subscription),
  profilePicture: Optional(L.profilePicture),
  /** Blank means "keep the current password". */
  password: Type.Optional(Type.Union([Password, Type.Literal('')])),
};

export const ProfileUpdateBody = Type.Object(profileFields, { additionalProperties: false });

/** Admin edits may also set role and isActive (ignored on one's own account). */
export const UserUpdateBody = Type.Object(
  { ...profileFields, role: Type.Optional(RoleSchema), isActive: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const UserCreateBody = Type.Object(
  {
    ...profileFields,
    fullName: NonBlank(L.fullName),
    username: Username,
    email: Email,
    password: Password,
    role: Type.Optional(RoleSchema),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const UserFilterQuery = {
  search: Type.Optional(Type.String({ maxLength: 100 })),
  role: Type.Optional(Type.Unsafe<(typeof ROLES)[number] | ''>({ type: 'string', enum: [...ROLES, ''] })),
  isActive: Type.Optional(BooleanFilter),
  sort: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: sortValues })),
};

export const UserListQuery = Type.Object(
  { page: Type.Optional(Page), limit: Type.Optional(Limit(USERS_PAGE_SIZE)), ...UserFilterQuery },
  { additionalProperties: false },
);

export const UserExportQuery = Type.Object(
  {
    format: Type.Optional(Type.Unsafe<(typeof EXPORT_FORMATS)[number]>({ type: 'string', enum: [...EXPORT_FORMATS], default: 'csv' })),
    ...UserFilterQuery,
  },
  { additionalProperties: false },
);

export const TemplateQuery = Type.Object(
  { format: Type.Optional(Type.Unsafe<'csv' | 'xlsx'>({ type: 'string', enum: ['csv', 'xlsx'], default: 'csv' })) },
  { additionalProperties: false },
);

export const StatusBody = Type.Object({ isActive: Type.Boolean() }, { additionalProperties: false });

export const BulkBody = Type.Object(
  {
    action: Type.Unsafe<'activate' | 'deactivate' | 'delete'>({ type: 'string', enum: ['activate', 'deactivate', 'delete'] }),
    ids: Type.Array(Uuid, { minItems: 1, maxItems: BULK_MAX_IDS }),
  },
  { additionalProperties: false },
);

export const UserResponse = Success({ user: UserRef });
export const UserDataResponse = Success({ data: UserRef });
/** After changing one's own password the old token stops working, so a fresh one comes along. */
export const UserDataWithTokenResponse = Success({ data: UserRef, token: Type.Optional(Type.String()) });
export const UserListResponse = Success({
  users: Type.Array(UserRef),
  pagination: Type.Object({ total: Type.Integer(), page: Type.Integer(), pages: Type.Integer(), limit: Type.Integer() }),
  unfilteredTotal: Type.Integer(),
});
export const DeletedResponse = Success({ data: Type.Object({ id: Type.String(), _id: Type.String() }) });
export const StatusResponse = Success({
  data: Type.Object({ id: Type.String(), _id: Type.String(), isActive: Type.Boolean() }),
});
export const AffectedResponse = Success({ data: Type.Object({ affected: Type.Integer() }) });
export const CreatedCountResponse = Success({ data: Type.Object({ created: Type.Integer() }) });
