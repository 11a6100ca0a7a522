// What the front ends use of react-router, provided to the Module Federation share scope as the
// 'react-router-dom' singleton (shared-deps.cjs). A shared module cannot be tree-shaken, as webpack cannot
// know what other builds will use of it; re-exporting only these names lets it drop the rest of the
// package (server rendering, RSC, sessions...): 64 KB of gzip JS on every page came down to about half.
// A name missing here fails the build of whichever front end imports it (exportsPresence: 'error').
export {
  createBrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
