// The design system's ToastHost as a module of its own, so the app can load it lazily.
export { ToastHost as default } from '@locus/design-system';
