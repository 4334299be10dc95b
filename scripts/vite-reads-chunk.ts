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

/**
 * A chunk group's `name` (rolldown's `codeSplitting.groups`) that gathers the code every screen's
 * first read runs through: the modules all of `readsModules` import, with everything `reader`
 * imports. Left to the bundler, a cold dashboard fetched that code as 18 files, each shared by
 * another set of screens, most of them after the browser's six connections had served the
 * others; in one chunk it is two files and most of a round trip earlier.
 */
export function readsChunk(readsModules: readonly string[], reader: string) {
  let members: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (members === null) {
      const [first = new Set<string>(), ...others] = readsModules.map((entry) =>
        staticClosure(graph, entry),
      );
      members = new Set([...first].filter((module) => others.every((other) => other.has(module))));
      for (const module of staticClosure(graph, reader)) members.add(module);
    }
    return members.has(id) ? 'reads' : null;
  };
}

type ChunkName = (id: string, graph: ModuleGraph) => string | null;

/**
 * A chunk group's `name` for the code the app's entry (`app`) shares with the first reads: every
 * module the first reads' own entry (`entry`) imports statically, at any depth, but not `entry`
 * itself (its code stays in its own chunk, run only where it is imported), and what the `reads`
 * group needs of the app entry's code. In the entry's chunk, that code would keep the reads from
 * running until the whole entry had arrived and run: the script would leave no sooner.
 */
export function bootChunk(entry: string, app: string, reads: ChunkName): ChunkName {
  let members: Set<string> | null = null;
  return (id, graph) => {
    if (members === null) {
      const fromEntry = staticClosure(graph, entry);
      fromEntry.delete(entry);
      const sharedWithReads = [...staticClosure(graph, app)].filter(
        (module) => reads(module, graph) !== null,
      );
      members = new Set([...fromEntry, ...sharedWithReads]);
    }
    return members.has(id) ? 'boot' : null;
  };
}
