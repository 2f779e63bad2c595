import type * as NivoModule from '@nivo/bar';
import type * as ReactModule from 'react';
import type { ReactElement } from 'react';

/** The part of `react-dom/server` used (typed here: the site's server layer may not name that module). */
interface ReactDomServer {
  renderToStaticMarkup(element: ReactElement): string;
}

/** @nivo/bar, React and React's static renderer, as one Node-loaded set. */
export type NivoStatic = [typeof NivoModule, typeof ReactModule, ReactDomServer];

// Loaded by Node at run time, not bundled: the site's server bundles use React's server-component
// build, which has neither hooks (nivo needs them) nor `react-dom/server` (Next refuses that import
// in its server layer). The three modules come from node_modules, so they share one React.
const NIVO = '@nivo/bar';
const REACT = 'react';
const REACT_DOM_SERVER = 'react-dom/server';
let modules: Promise<NivoStatic> | undefined;

/**
 * @nivo/bar with the React it renders with and `react-dom/server`, for drawing charts to SVG
 * markup on the server (the bar chart block). Server-only: never
 * call it in the browser.
 */
export function loadNivoStatic(): Promise<NivoStatic> {
  modules ??= Promise.all([
    import(/* webpackIgnore: true */ NIVO) as Promise<typeof NivoModule>,
    import(/* webpackIgnore: true */ REACT) as Promise<typeof ReactModule>,
    import(/* webpackIgnore: true */ REACT_DOM_SERVER) as Promise<ReactDomServer>,
  ]);
  return modules;
}
