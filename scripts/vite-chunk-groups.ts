/** What the bundler tells a chunk group's `name` about the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

function staticClosure(graph: ModuleGraph, entry: string): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** A chunk group's `name`: the group's chunk for a module, or null to leave it to others. */
type ChunkName = (id: string, graph: ModuleGraph) => string | null;

/** The `name` of a group `name` of the modules `membersOf` finds, found once for the build. */
function groupOf(name: string, membersOf: (graph: ModuleGraph) => Set<string>): ChunkName {
  let members: Set<string> | null = null;
  return (id, graph) => {
    members ??= membersOf(graph);
    return members.has(id) ? name : null;
  };
}

/**
 * A chunk group's `name` (rolldown's `codeSplitting.groups`) that gathers the code every screen's
 * first read runs through: the modules all of `readsModules` import, with everything `reader`
 * imports. Left to the bundler, a cold dashboard fetched that code as 18 files, each shared by
 * another set of screens, most of them after the browser's six connections had served the
 * others; in one chunk it is two files and most of a round trip earlier.
 */
export function readsChunk(readsModules: readonly string[], reader: string): ChunkName {
  return groupOf('reads', (graph) => {
    const [first = new Set<string>(), ...others] = readsModules.map((entry) =>
      staticClosure(graph, entry),
    );
    const members = new Set(
      [...first].filter((module) => others.every((other) => other.has(module))),
    );
    for (const module of staticClosure(graph, reader)) members.add(module);
    return members;
  });
}

/**
 * A chunk group's `name` for the page's entry (`entry`, which sends the first reads and then
 * starts `app`): every module it imports statically, at any depth, itself included, and what the
 * `reads` group needs of `app`'s code. In the app's chunk, that code would keep the reads from
 * running until all of the app had arrived: the script would leave no sooner.
 */
export function startChunk(entry: string, app: string, reads: ChunkName): ChunkName {
  return groupOf('start', (graph) => {
    const members = staticClosure(graph, entry);
    for (const module of staticClosure(graph, app)) {
      if (reads(module, graph) !== null) members.add(module);
    }
    return members;
  });
}

/**
 * A chunk group's `name` for the app (`app`: React DOM, the shell, the start page) and every
 * module it imports statically, but what a group of higher priority takes: one file, however the
 * screens share its modules (split, the start page cost 1.3 KB more).
 */
export function appChunk(app: string): ChunkName {
  return groupOf('app', (graph) => staticClosure(graph, app));
}
