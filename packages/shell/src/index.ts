export { Breadcrumbs } from './breadcrumbs';
export type { Crumb } from './breadcrumbs';
export { Footer, OfficeHours } from './footer';
export type { FooterLink, FooterProps, OfficeHoursGroup } from './footer';
export { Header } from './header';
export type { HeaderProps, NavigationLink } from './header';
export { LocaleSwitcher } from './locale-switcher';
export type { LocaleLink } from './locale-switcher';
