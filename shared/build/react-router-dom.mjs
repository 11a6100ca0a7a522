// What the front ends use of react-router, provided to the Module Federation share scope as the
// 'react-router-dom' singleton (shared-deps.cjs). A shared module cannot be tree-shaken, as webpack cannot
// know what other builds will use of it; re-exporting only these names lets it drop the rest of the
// package (server rendering, RSC, sessions...): the router's JS on every page went from 59.8 to 30.2 KB gzip.
// The front ends route declaratively (no data router: createBrowserRouter and its useBlocker are left out, and
// the kit's guarded history blocks navigation instead): 13.6 KB gzip.
// A name missing here fails the build of whichever front end imports it (exportsPresence: 'error').
export {
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  UNSAFE_createBrowserHistory,
  unstable_HistoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
