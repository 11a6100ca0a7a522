// The project's own ESLint rules (plugin `local` in eslint.config.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Which workspaces each workspace may import. A remote is deployed alone, so it may use only the kit and the
 * contract; the shell loads remotes at run time through Module Federation (`remote_<name>/...`), never by path.
 * Missing from the table (root files, tooling): no restriction.
 */
export const ALLOWED_IMPORTS = {
  contracts: [],
  shared: ['contracts'],
  shell: ['shared', 'contracts'],
  'remote-auth': ['shared', 'contracts'],
  'remote-users': ['shared', 'contracts'],
  'remote-catalog': ['shared', 'contracts'],
  'remote-public': ['shared', 'contracts'],
  api: ['contracts'],
  e2e: ['contracts', 'shared'],
};

const PACKAGE_WORKSPACES = {
  '@app/contracts': 'contracts',
  '@app/shared': 'shared',
  api: 'api',
  shell: 'shell',
  e2e: 'e2e',
  'remote-auth': 'remote-auth',
  'remote-users': 'remote-users',
  'remote-catalog': 'remote-catalog',
  'remote-public': 'remote-public',
};

const workspaceOfFile = (file) => {
  const [first] = path.relative(ROOT, file).split(path.sep);
  return first in ALLOWED_IMPORTS ? first : null;
};

/** The workspace an import lands in, or null (a package from npm, or a federated remote module). */
function workspaceOfImport(source, fromFile) {
  if (source.startsWith('.')) return workspaceOfFile(path.resolve(path.dirname(fromFile), source));
  const name = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
  return PACKAGE_WORKSPACES[name] ?? null;
}

const workspaceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A workspace imports only the workspaces it may depend on' },
    schema: [],
    messages: {
      forbidden: '{{from}} must not import {{to}} ({{source}}): {{from}} may import only {{allowed}}.',
      federated: 'A remote never imports another remote ({{source}}): share code through @app/shared.',
    },
  },
  create(context) {
    const from = workspaceOfFile(context.filename);
    if (!from) return {};
    const allowed = ALLOWED_IMPORTS[from];
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (from.startsWith('remote-') && /^remote_[a-z]+(\/|$)/.test(source)) {
        context.report({ node: node.source, messageId: 'federated', data: { source } });
        return;
      }
      const to = workspaceOfImport(source, context.filename);
      if (!to || to === from || allowed.includes(to)) return;
      context.report({
        node: node.source,
        messageId: 'forbidden',
        data: { from, to, source, allowed: allowed.length ? allowed.join(', ') : 'nothing of ours' },
      });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

const DIRECTIVE = /^\s*eslint-disable(?:-next-line|-line)?\b/;

const disableNeedsReason = {
  meta: {
    type: 'suggestion',
    docs: { description: 'An eslint-disable comment says why, after " -- "' },
    schema: [],
    messages: { reason: 'Say why the rule is off here: `eslint-disable... rule -- the reason`.' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (!DIRECTIVE.test(comment.value)) continue;
          const reason = comment.value.split(/\s--\s/)[1];
          if (!reason || !reason.trim()) context.report({ loc: comment.loc, messageId: 'reason' });
        }
      },
    };
  },
};

export default { rules: { 'workspace-boundaries': workspaceBoundaries, 'disable-needs-reason': disableNeedsReason } };
