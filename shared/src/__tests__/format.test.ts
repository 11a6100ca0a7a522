import { discountedPrice, formatDateTime, formatPrice } from '../format';
import { canEditUser, canManageUsers, canViewCatalogAdmin, isAdmin, isStaff } from '../roles';
import { makeUser } from '../test';

describe('formatters', () => {
  it('formats prices in the given currency', () => {
    expect(formatPrice(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatPrice(99, 'INR')).toBe('₹99.00');
    expect(formatPrice(null, 'USD')).toBe('N/A');
    expect(discountedPrice(200, 25)).toBe(150);
  });

  it('formats date-times as local date plus HH:mm, or N/A', () => {
    const d = new Date(2026, 0, 5, 9, 7);
    expect(formatDateTime(d.toISOString())).toBe(`${d.toLocaleDateString()} 09:07`);
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('not a date')).toBe('N/A');
  });
});

describe('role helpers', () => {
  it('groups doctor, nurse and receptionist as staff', () => {
    expect(isStaff(makeUser({ role: 'nurse' }))).toBe(true);
    expect(isStaff(makeUser({ role: 'admin' }))).toBe(false);
    expect(isAdmin(makeUser({ role: 'admin' }))).toBe(true);
    expect(canViewCatalogAdmin(makeUser({ role: 'receptionist' }))).toBe(true);
    expect(canViewCatalogAdmin(makeUser({ role: 'user' }))).toBe(false);
    expect(canManageUsers(makeUser({ role: 'doctor' }))).toBe(false);
    expect(canViewCatalogAdmin(null)).toBe(false);
  });

  it('lets an admin or the user themself edit a profile', () => {
    const me = makeUser({ _id: 'a', id: 'a' });
    expect(canEditUser(me, me)).toBe(true);
    expect(canEditUser(me, makeUser({ _id: 'b', id: 'b' }))).toBe(false);
    expect(canEditUser(makeUser({ _id: 'c', id: 'c', role: 'admin' }), me)).toBe(true);
  });
});
