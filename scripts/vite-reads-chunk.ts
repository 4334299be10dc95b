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
 * A chunk group's `name` for the code the app's entry (`app`) shares with the first reads: every
 * module the first reads' own entry (`entry`) imports statically, at any depth, but not `entry`
 * itself (its code stays in its own chunk, run only where it is imported), and what the `reads`
 * group needs of the app entry's code. In the entry's chunk, that code would keep the reads from
 * running until the whole entry had arrived and run: the script would leave no sooner.
 */
export function bootChunk(entry: string, app: string, reads: ChunkName): ChunkName {
  return groupOf('boot', (graph) => {
    const members = staticClosure(graph, entry);
    members.delete(entry);
    for (const module of staticClosure(graph, app)) {
      if (reads(module, graph) !== null) members.add(module);
    }
    return members;
  });
}
