import { constraints, fieldsOf, typeLabel, type JsonSchema } from "../openapi";

/** Deep enough for every schema of the contract; a deeper one is shown by its type only. */
const MAX_DEPTH = 6;

function Fields({ schema, depth }: { schema: JsonSchema; depth: number }) {
  const object = fieldsOf(schema);
  if (!object?.properties) return null;
  const required = new Set(object.required ?? []);
  return (
    <ul className={depth > 0 ? "mt-1 grid gap-1 border-l pl-3" : "grid gap-1"}>
      {Object.entries(object.properties).map(([name, field]) => {
        const notes = constraints(field);
        return (
          <li key={name} className="min-w-0 text-xs">
            <span className="flex flex-wrap items-baseline gap-x-2">
              <code className="font-semibold">{name}</code>
              <code className="break-all text-muted-foreground">{typeLabel(field)}</code>
              {required.has(name) ? <span className="text-destructive-text">required</span> : null}
              {notes.length > 0 && <span className="text-muted-foreground">{notes.join(", ")}</span>}
            </span>
            {field.description && <span className="block text-muted-foreground">{field.description}</span>}
            {depth < MAX_DEPTH && <Fields schema={field} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}

/** A JSON schema as a nested list of fields with type, required, limits and description. */
export function SchemaView({ schema }: { schema: JsonSchema }) {
  const object = fieldsOf(schema);
  return (
    <div className="grid min-w-0 gap-1">
      {(!object || object !== schema) && <code className="text-xs text-muted-foreground">{typeLabel(schema)}</code>}
      <Fields schema={schema} depth={0} />
    </div>
  );
}
