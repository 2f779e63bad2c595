// A shared preview of a path no page or article has: the same 404 view as the site's pages.
export { default } from '../../[[...slug]]/not-found';
