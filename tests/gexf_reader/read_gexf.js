// Reads a GEXF file with graphology-gexf and prints what it found as JSON, so a Python test can compare
// it with the graph that was written: node ids and labels, and each edge's ends and attributes.
"use strict";
const fs = require("fs");
const Graph = require("graphology");
const gexf = require("graphology-gexf");

const graph = gexf.parse(Graph, fs.readFileSync(process.argv[2], "utf-8"), { allowUndeclaredAttributes: false });
const out = { type: graph.type, multi: graph.multi, nodes: {}, edges: [] };
graph.forEachNode((node, attributes) => { out.nodes[node] = attributes; });
graph.forEachEdge((edge, attributes, source, target) => { out.edges.push({ source, target, attributes }); });
process.stdout.write(JSON.stringify(out));
