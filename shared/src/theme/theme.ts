export const theme = {
  colors: {
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    primaryText: '#ffffff',
    danger: '#dc2626',
    dangerHover: '#b91c1c',
    success: '#16a34a',
    warning: '#d97706',
    info: '#0284c7',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d1d5db',
    surface: '#ffffff',
    background: '#f3f4f6',
    sidebar: '#111827',
    sidebarText: '#e5e7eb',
    focus: '#93c5fd',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  space: (n: number) => `${n * 0.25}rem`,
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  },
  shadow: {
    sm: '0 1px 2px rgba(0,0,0,0.06)',
    md: '0 4px 12px rgba(0,0,0,0.12)',
  },
  breakpoints: { mobile: '1024px' },
  zIndex: { sidebar: 20, header: 30, modal: 50, toast: 60 },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: styled-components' DefaultTheme becomes our theme's type
  export interface DefaultTheme extends AppTheme {}
}
