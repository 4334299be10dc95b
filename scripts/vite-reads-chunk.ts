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
