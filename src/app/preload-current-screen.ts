import { preloadScreens, ROUTE_TABLE } from './route-table.ts';

// main.tsx imports this module first, so it runs before React and the shell are evaluated and
// rendered: the screen's code and reads modules are on their way while they are (a cold load
// of a dashboard asked for them ~350 ms after its entry had arrived, on two busy cores).
preloadScreens(ROUTE_TABLE, window.location.pathname);
