// Interactive view of a kg graph. Data arrives as JSON in #kg-data; every piece of article text is
// put on the page with textContent, drawn on the canvas with fillText or shown as a plain-text vis title,
// never parsed as HTML.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("kg-data").textContent);
  // Positions come precomputed (kg/view/layout.py); vis physics runs only when the reader starts it.
  var large = data.large;
  var kindById = {};
  data.kinds.forEach(function (k) { kindById[k.id] = k; });
  var nodeById = {};
  data.nodes.forEach(function (n) { nodeById[n.id] = n; });
  var PHRASE = "concept";

  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = String(text);
    if (cls) e.className = cls;
    return e;
  }
  function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }
  // Folding for search: case, accents and punctuation do not matter ("Qassem Suleimani's" ~ "qassem suleimani").
  function fold(text) {
    return String(text).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  }

  // ---- name keys: kg.entities.names.name_tokens and token_key, with their tables read from the page ----
  var K = data.keyRules;
  var apostrophes = new RegExp(K.apostrophes, "gu"), dashes = new RegExp(K.dashes, "gu");
  var keyRules = K.rules.map(function (r) { return [new RegExp(r[0], "g"), r[1]]; });
  var articles = {}, sunArticles = {};
  K.articles.forEach(function (a) { articles[a] = true; });
  K.sunArticles.forEach(function (a) { sunArticles[a] = true; });
  function foldName(text) {
    text = Array.from(String(text).normalize("NFKC")).map(function (c) {
      return Object.prototype.hasOwnProperty.call(K.special, c) ? K.special[c] : c;
    }).join("");
    text = text.replace(apostrophes, "'").replace(dashes, "-").replace(/\u201c|\u201d/g, '"');
    return text.normalize("NFKD").replace(/\p{Mn}/gu, "").replace(/\s+/g, " ").trim();
  }
  function nameTokens(name) {
    var folded = foldName(name).toLowerCase()
      .replace(/(?<=[\p{L}\p{N}_])\.(?=[\p{L}\p{N}_])|(?<=[\p{L}\p{N}_])\.$/gu, "").replace(/'/g, "");
    var words = folded.split(/[^a-z0-9&]+/).filter(Boolean);
    var kept = words.filter(function (w, i) {
      return !(words.length > 1 && (articles[w] ||
        (sunArticles[w] && i + 1 < words.length && words[i + 1].slice(0, 1) === w.slice(1, 2))));
    });
    return kept.length ? kept : words;
  }
  function tokenKey(token) {
    var key = foldName(token).toLowerCase().replace(/[^a-z0-9]/g, "").replace(/(.)\1+/g, "$1");
    keyRules.forEach(function (rule) { key = key.replace(rule[0], rule[1]); });
    return key.replace(/(.)\1+/g, "$1").toLowerCase();
  }
  function nameKeys(name) { return nameTokens(name).map(tokenKey); }
  function skeleton(key) { return key.replace(/[aeiuo]/g, "") || key; }
  // One query word matches a name word when their keys are equal, when a long key differs only in its
  // vowels (Tehran/Teheran), or when the query is the start of the word being typed.
  function wordMatches(q, k) {
    return q === k || (Math.max(q.length, k.length) >= 6 && skeleton(q) === skeleton(k)) ||
      (q.length >= 3 && k.indexOf(q) === 0);
  }

  // Articles behind each edge, and statements each node spoke, for filters and panels.
  var speakerOf = {};
  data.edges.forEach(function (e) {
    var seen = {};
    e.ev.forEach(function (i) {
      var ev = data.evidence[i];
      seen[ev.a] = true;
      if (e.kind !== "about" && ev.sp !== null && ev.sp !== undefined) {
        (speakerOf[ev.sp] = speakerOf[ev.sp] || []).push([e.id, i]);
      }
    });
    e.evArticles = Object.keys(seen).sort();
  });
  var edgesOf = {};
  data.edges.forEach(function (e) {
    (edgesOf[e.from] = edgesOf[e.from] || []).push(e);
    if (e.to !== e.from) (edgesOf[e.to] = edgesOf[e.to] || []).push(e);
  });

  function edgeText(e) {
    var text = (e.negated ? "not " : "") + e.predicate;
    if (e.attributed) text = "\u201c" + text + "\u201d";
    var count = statementCount(e);
    return count > 1 ? text + " \u00d7" + count : text;
  }
  // An edge drawn from the index of a capped page carries its number of statements, not their sentences.
  function statementCount(e) { return e.count === undefined ? e.ev.length : e.count; }
  function nodeTitle(n) {
    var lines = [n.label + " (" + kindById[n.kind].label + ")"];
    if (n.mentions) lines.push(plural(n.mentions, "mention"));
    if (n.aliases.length) lines.push("also: " + n.aliases.slice(0, 6).join(", ") + (n.aliases.length > 6 ? ", …" : ""));
    return lines.join("\n");
  }
  function edgeTitle(e) {
    var lines = [nodeById[e.from].label + " — " + edgeText(e) + " → " + nodeById[e.to].label];
    e.ev.slice(0, 3).forEach(function (i) {
      var ev = data.evidence[i];
      lines.push("[" + ev.a + "] " + ev.s);
    });
    if (e.ev.length > 3) lines.push("… " + (e.ev.length - 3) + " more: click the edge");
    if (e.count) lines.push("(" + plural(e.count, "sentence") + ", left out of this page)");
    else if (!e.ev.length) lines.push("(stated in the graph, no sentence)");
    return lines.join("\n");
  }
  // Entities with no link to another entity or event (a link to itself does not count): hidden at first
  // sight, counted beside their toggle.
  var unlinkedIds = {};
  data.nodes.forEach(function (n) {
    var linked = (edgesOf[n.id] || []).some(function (e) { return e.kind !== PHRASE && e.from !== e.to; });
    if (n.kind !== PHRASE && !n.main && !linked) {
      unlinkedIds[n.id] = true;
    }
  });
  data.visNodes.forEach(function (v) {
    v.title = nodeTitle(nodeById[v.id]);
    if (unlinkedIds[v.id]) v.hidden = true;
  });
  data.visEdges.forEach(function (v) { v.title = edgeTitle(data.edges[v.id]); });

  var nodes = new vis.DataSet(data.visNodes);
  var edges = new vis.DataSet(data.visEdges);
  var groups = {};
  data.kinds.forEach(function (k) {
    groups[k.id] = { shape: k.shape, color: { background: k.color, border: k.color,
      highlight: { background: k.color, border: "#1d2329" }, hover: { background: k.color, border: "#1d2329" } } };
  });
  // Square root, so that one entity with hundreds of mentions does not shrink all the others to dots.
  function sqrtScale(min, max, total, value) {
    return max === min ? 0.5 : Math.sqrt((value - min) / (max - min));
  }
  var options = {
    autoResize: true,
    groups: groups,
    nodes: { scaling: { min: 5, max: 22, customScalingFunction: sqrtScale }, borderWidth: 1 },
    edges: {
      color: { color: data.edgeStyles.plain, highlight: "#1d2329", hover: "#1d2329" },
      smooth: false,
      width: 1,
      // Arrowheads cost vis a third of each frame on 10,000 edges and cannot be told apart at that density:
      // large graphs leave them to the panel, which names the subject first.
      arrows: { to: { enabled: !large, scaleFactor: 0.5 } },
      selectionWidth: 2,
      hoverWidth: 0.5
    },
    interaction: { hover: true, tooltipDelay: 150, hideEdgesOnDrag: large, hideEdgesOnZoom: large },
    layout: { improvedLayout: false },
    physics: {
      enabled: false,
      solver: "barnesHut",
      barnesHut: { gravitationalConstant: -4000, springLength: 90, springConstant: 0.04, avoidOverlap: 0.3 },
      stabilization: { enabled: false },
      minVelocity: 0.75
    }
  };
  var container = document.getElementById("graph");
  var network = new vis.Network(container, { nodes: nodes, edges: edges }, options);
  var physicsOn = false;
  var physicsButton = document.getElementById("physics");
  function setPhysics(on) {
    physicsOn = on;
    network.setOptions({ physics: { enabled: on } });
    physicsButton.textContent = on ? "Stop physics" : "Start physics";
  }
  physicsButton.textContent = physicsOn ? "Stop physics" : "Start physics";
  physicsButton.addEventListener("click", function () { setPhysics(!physicsOn); });
  // vis fits hidden nodes too; the reader wants what is drawn to fill the window.
  function fitShown() {
    var shown = nodes.getIds({ filter: function (n) { return !n.hidden; } });
    if (shown.length) network.fit({ nodes: shown, animation: false });
  }
  document.getElementById("fit").addEventListener("click", fitShown);

  // ---- labels ------------------------------------------------------------------------------------
  // The page draws every label itself, after vis has drawn the graph, in screen pixels: the selection and
  // its neighbours first, then nodes by importance (data.nodes is in rank order), then edge labels when
  // zoomed in or hovered. A label goes right, left, below or above its node, wherever it overlaps no label
  // placed before it; if none is free, it waits until the reader zooms in.
  var LABEL_FONT = "13px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
  var EDGE_FONT = "11px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
  var LABEL_HEIGHT = 16, EDGE_LABEL_HEIGHT = 14, LABEL_GAP = 2, MAX_LABELS = 200;
  var TOP_LABELS = 15;  // these may cover a lesser node's shape, never another label
  // On a graph of thousands of nodes, only this many of the most important ones in view try for a label,
  // and only this many shapes are obstacles: past them, every spot is taken anyway and each try costs.
  var LABEL_TRIES = 600, SHAPE_OBSTACLES = 1500;
  // After this many nodes in a row found no free spot the view is full: the rest would fail too, and on a
  // dense 5,000-node picture each failed try scans hundreds of shapes (0.1-0.3 s a frame).
  var LABEL_MISSES = 100;
  var EDGE_LABEL_SCALE = 1.2;  // zoom from which edges show their labels
  var widths = {};
  var placedLabels = [];
  var hoveredEdge = null;
  function textWidth(ctx, key, text, font) {
    if (!(key in widths)) { ctx.font = font; widths[key] = ctx.measureText(text).width; }
    return widths[key];
  }
  function Grid(size) { this.size = size; this.cells = {}; }
  Grid.prototype.keys = function (b, fn) {
    var s = this.size;
    for (var gx = Math.floor(b.x / s); gx <= Math.floor((b.x + b.w) / s); gx++) {
      for (var gy = Math.floor(b.y / s); gy <= Math.floor((b.y + b.h) / s); gy++) if (fn(gx + ":" + gy)) return true;
    }
    return false;
  };
  Grid.prototype.free = function (b, labelsOnly) {
    var cells = this.cells;
    return !this.keys(b, function (k) {
      return (cells[k] || []).some(function (o) {
        return !(o.type === "shape" && (labelsOnly || o.id === b.id && b.type === "node")) && b.x < o.x + o.w + LABEL_GAP && o.x < b.x + b.w + LABEL_GAP &&
          b.y < o.y + o.h + LABEL_GAP && o.y < b.y + b.h + LABEL_GAP;
      });
    });
  };
  Grid.prototype.add = function (b) {
    var cells = this.cells;
    this.keys(b, function (k) { (cells[k] = cells[k] || []).push(b); return false; });
  };
  function labelOrder() {
    var first = [], seen = {};
    network.getSelectedNodes().forEach(function (id) {
      first.push(id);
      network.getConnectedNodes(id).forEach(function (o) { first.push(o); });
    });
    var order = [];
    first.concat(data.nodes.map(function (n) { return n.id; })).forEach(function (id) {
      if (!seen[id]) { seen[id] = true; order.push(id); }
    });
    return order;
  }
  function placeLabels(ctx) {
    var scale = network.getScale(), at = network.body.view.translation;
    var width = container.clientWidth, height = container.clientHeight;
    var grid = new Grid(64), placed = [];
    var bodyNodes = network.body.nodes;
    // The shapes of drawn nodes are obstacles too: a label never hides a node.
    var order = labelOrder(), obstacles = 0;
    order.some(function (id) {
      var node = bodyNodes[id];
      if (!node || node.options.hidden) return false;
      var x = node.x * scale + at.x, y = node.y * scale + at.y, r = (node.options.size || 8) * scale;
      if (x < -r || y < -r || x > width + r || y > height + r) return false;
      grid.add({ x: x - r, y: y - r, w: 2 * r, h: 2 * r, id: id, type: "shape" });
      return ++obstacles >= SHAPE_OBSTACLES;
    });
    var selected = {}, selectedCount = network.getSelectedNodes().length;
    network.getSelectedNodes().forEach(function (id) { selected[id] = true; });
    var bodyEdges = network.body.edges;
    function placeEdge(e, labelsOnly) {
      var point = bodyEdges[e.id].edgeType.getPoint(0.5);
      var x = point.x * scale + at.x, y = point.y * scale + at.y;
      var text = edgeText(e), w = textWidth(ctx, "e" + e.id, text, EDGE_FONT), h = EDGE_LABEL_HEIGHT;
      var box = { x: x - w / 2, y: y - h / 2, w: w, h: h, id: e.id, type: "edge", text: text };
      if (box.x >= 0 && box.y >= 0 && box.x + w <= width && box.y + h <= height && grid.free(box, labelsOnly)) {
        grid.add(box);
        placed.push(box);
      }
    }
    // The hovered edge and the selected nodes' edges are what the reader is looking at: their labels come
    // right after the selected nodes' own, before any other node's.
    var shown = function (e) { return bodyEdges[e.id] && !bodyEdges[e.id].options.hidden; };
    var urgent = data.edges.filter(function (e) {
      return shown(e) && (e.id === hoveredEdge || selected[e.from] || selected[e.to]);
    }).sort(function (a, b) { return (b.id === hoveredEdge) - (a.id === hoveredEdge) || b.ev.length - a.ev.length; });
    var tries = 0, missed = 0;
    order.some(function (id, index) {
      if (index === selectedCount) urgent.slice(0, 100).forEach(function (e) { placeEdge(e, true); });
      var node = bodyNodes[id];
      if (!node || node.options.hidden) return false;
      var x = node.x * scale + at.x, y = node.y * scale + at.y;
      if (x < 0 || y < 0 || x > width || y > height) return false;
      if (++tries > LABEL_TRIES) return true;
      var r = (node.options.size || 8) * scale + 3;
      var label = nodeById[id].label;
      var w = textWidth(ctx, "n" + id, label, LABEL_FONT), h = LABEL_HEIGHT;
      var d = r * 0.7;
      var spots = [[x + r, y - h / 2], [x - r - w, y - h / 2], [x - w / 2, y + r], [x - w / 2, y - r - h],
        [x + d, y + d], [x + d, y - d - h], [x - d - w, y + d], [x - d - w, y - d - h]];
      var top = placed.length < TOP_LABELS, before = placed.length;
      for (var i = 0; i < spots.length; i++) {
        var box = { x: spots[i][0], y: spots[i][1], w: w, h: h, id: id, type: "node", text: label };
        if (box.x >= 0 && box.y >= 0 && box.x + w <= width && box.y + h <= height && grid.free(box, top)) {
          grid.add(box);
          placed.push(box);
          break;
        }
      }
      missed = placed.length > before ? 0 : missed + 1;
      return placed.length >= MAX_LABELS || missed >= LABEL_MISSES;
    });
    if (scale >= EDGE_LABEL_SCALE) {
      data.edges.filter(shown).sort(function (a, b) { return b.ev.length - a.ev.length; })
        .slice(0, 400).forEach(function (e) { placeEdge(e, false); });
    }
    return placed;
  }
  function drawLabels(ctx) {
    var ratio = network.canvas.pixelRatio || 1;
    placedLabels = placeLabels(ctx);
    ctx.save();
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.textBaseline = "middle";
    ctx.lineJoin = "round";
    placedLabels.forEach(function (b) {
      ctx.font = b.type === "node" ? LABEL_FONT : EDGE_FONT;
      ctx.lineWidth = 3;
      ctx.strokeStyle = "rgba(255,255,255,0.9)";
      ctx.strokeText(b.text, b.x, b.y + b.h / 2);
      ctx.fillStyle = b.type === "node" ? "#1d2329" : "#3c4650";
      ctx.fillText(b.text, b.x, b.y + b.h / 2);
    });
    ctx.restore();
  }
  network.on("afterDrawing", drawLabels);
  // vis requests a redraw itself whenever hover or selection changes; redrawing here as well would draw
  // every such frame twice, which on a large graph doubles the wait after each click.
  network.on("hoverEdge", function (p) { hoveredEdge = p.edge; });
  network.on("blurEdge", function () { hoveredEdge = null; });

  // ---- edges of large graphs ---------------------------------------------------------------------
  // vis strokes every edge as a path of its own and works out its style twice a frame (once for the line,
  // once for arrowheads, even when there are none). On 10,000 edges, drawn in software, a frame took
  // 0.3-0.8 s, and the first click on a hub (which selects its 2,000 edges) paid for it. On large pages
  // straight solid edges are stroked as one path per colour and width, with the style vis computes kept
  // until selection, hover or zoom changes it; dashed and curved edges, and the hovered one, are still
  // drawn by vis. Arrowheads are off on large pages (see options), so their pass is skipped.
  function batchEdges() {
    var renderer = network.renderer, body = network.body;
    // Private parts of the vis-network build pyvis ships (9.1.2); with any other build, vis draws as usual.
    if (!renderer || typeof renderer._drawEdges !== "function" || typeof renderer._drawArrows !== "function") return;
    renderer._drawArrows = function () {};
    renderer._drawEdges = function (ctx) {
      var scale = body.view.scale, groups = {}, keys = [], single = [];
      body.edgeIndices.forEach(function (id) {
        var edge = body.edges[id];
        if (!edge.connected || edge.options.hidden) return;
        var state = (edge.selected ? "s" : "") + (edge.hover ? "h" : "") + scale;
        if (edge.kgState !== state) { edge.kgValues = edge.getFormattingValues(); edge.kgState = state; }
        var values = edge.kgValues;
        if (values.hidden) return;
        if (edge.hover || values.dashes || edge.options.smooth.enabled || edge.from === edge.to) {
          single.push(edge);
          return;
        }
        var key = (edge.selected ? 1 : 0) + " " + values.color + " " + values.width + " " + values.opacity;
        if (!groups[key]) { groups[key] = { values: values, edges: [] }; keys.push(key); }
        groups[key].edges.push(edge);
      });
      // Selected edges last (their keys start with 1), so the rest never cover them.
      keys.sort().forEach(function (key) {
        var group = groups[key];
        ctx.beginPath();
        group.edges.forEach(function (edge) { ctx.moveTo(edge.from.x, edge.from.y); ctx.lineTo(edge.to.x, edge.to.y); });
        ctx.strokeStyle = group.values.color;
        ctx.lineWidth = group.values.width;
        ctx.globalAlpha = group.values.opacity;
        ctx.stroke();
      });
      ctx.globalAlpha = 1;
      single.forEach(function (edge) { edge.draw(ctx); });
    };
  }
  if (large) batchEdges();

  var loading = document.getElementById("loading");
  var ready = false;
  function markReady() {
    if (ready) return;
    fitShown();
    network.once("afterDrawing", function () {
      ready = true;
      loading.hidden = true;
      document.body.setAttribute("data-ready", "1");
    });
    network.redraw();
  }

  // ---- legend, type filter and toggles -----------------------------------------------------------
  var kindCounts = {};
  data.nodes.forEach(function (n) { kindCounts[n.kind] = (kindCounts[n.kind] || 0) + 1; });
  var legendKinds = document.getElementById("legend-kinds");
  data.kinds.forEach(function (k) {
    if (!kindCounts[k.id]) return;
    var label = el("label");
    var box = el("input");
    box.type = "checkbox";
    box.checked = k.id !== PHRASE;  // phrases are listed in their entity's panel until asked for
    box.value = k.id;
    box.className = "kind-filter";
    box.id = "kind-" + k.id;
    box.addEventListener("change", applyFilters);
    var swatch = el("span", null, "swatch");
    swatch.style.background = k.color;
    swatch.style.borderRadius = k.shape === "dot" ? "50%" : "0";
    label.appendChild(box);
    label.appendChild(swatch);
    label.appendChild(el("span", k.label + (k.id === PHRASE ? "s as nodes" : "") + " (" + kindCounts[k.id] + ")"));
    legendKinds.appendChild(label);
  });
  var legendEdges = document.getElementById("legend-edges");
  [["plain", "statement", "solid"], ["role", "event role, reaction", "solid"], ["negated", "negated", "dashed"],
    ["attributed", "reported speech", "dotted"]].forEach(function (s) {
    var row = el("span", null, "edge-key");
    var line = el("span", null, "edge-swatch");
    line.style.borderTopColor = data.edgeStyles[s[0]];
    line.style.borderTopStyle = s[2];
    row.appendChild(line);
    row.appendChild(el("span", s[1]));
    legendEdges.appendChild(row);
  });

  // ---- what a capped page leaves out ---------------------------------------------------------------
  // data.undrawn indexes every entity and event beyond the drawn ones, with its links and articles but not
  // its sentences. Search and the event and article filters reach them: choosing one draws it, beside the
  // drawn node it is most linked to, with its links and the nodes at their other ends.
  var U = data.undrawn || {}, undrawnRows = U.nodes || [], undrawnLinks = U.links || [];
  var firstUndrawn = data.nodes.length;  // ids from here on are in the index
  var capped = data.totalNodes > firstUndrawn;
  var MAX_NEIGHBOURS = 40;  // undrawn nodes drawn along with one: a hub's hundreds would bury it
  var LEFT_OUT = "Not among the most central nodes this page draws first, so its sentences are left out " +
    "to keep the page small: kg view GRAPH --max-nodes N draws more of the graph with them.";
  var linksAt = null, linkShown = {}, placedNear = {};
  function indexLinks(id) {
    if (!linksAt) {
      linksAt = {};
      undrawnLinks.forEach(function (l, i) {
        (linksAt[l[0]] = linksAt[l[0]] || []).push(i);
        if (l[1] !== l[0]) (linksAt[l[1]] = linksAt[l[1]] || []).push(i);
      });
    }
    return linksAt[id] || [];
  }
  function isDrawn(id) { return nodeById[id] !== undefined; }
  function indexRow(id) { return id >= firstUndrawn ? undrawnRows[id - firstUndrawn] : undefined; }
  function otherEnd(l, id) { return l[0] === id ? l[1] : l[0]; }
  // The drawn node an undrawn one is most linked to, by statements (then by rank), or null.
  function anchorOf(id) {
    var best = null, weight = 0;
    indexLinks(id).forEach(function (i) {
      var l = undrawnLinks[i], other = otherEnd(l, id);
      if (other !== id && isDrawn(other) && (l[6] > weight || l[6] === weight && other < best)) { best = other; weight = l[6]; }
    });
    return best;
  }
  function drawIndexNode(id, anchor) {
    var row = indexRow(id);
    var n = { id: id, iri: "", label: row[0], kind: row[1], mentions: row[2], aliases: row[3],
      articles: row[4].map(function (a) { return U.articles[a]; }), main: false, info: {}, rank: id, keys: [],
      phrases: [], undrawn: true };
    data.nodes.push(n);
    nodeById[n.id] = n;
    // On a small spiral round the anchor, or round the middle of the view: it moves no drawn node.
    var centre = anchor === null ? network.getViewPosition() : network.getPosition(anchor);
    var k = placedNear[anchor] = (placedNear[anchor] || 0) + 1;
    var radius = 40 * (1 + 0.4 * Math.sqrt(k)), angle = k * 2.39996;
    nodes.add({ id: id, shape: kindById[n.kind].shape, group: n.kind, value: 2 + n.mentions,
      x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle), title: nodeTitle(n) });
  }
  function drawIndexLink(i) {
    if (linkShown[i]) return;
    linkShown[i] = true;
    var l = undrawnLinks[i];
    var e = { id: data.edges.length, from: l[0], to: l[1], predicate: l[2], kind: l[3], negated: l[4],
      attributed: l[5], ev: [], count: l[6], evArticles: l[7].map(function (a) { return U.articles[a]; }) };
    data.edges.push(e);
    (edgesOf[e.from] = edgesOf[e.from] || []).push(e);
    if (e.to !== e.from) (edgesOf[e.to] = edgesOf[e.to] || []).push(e);
    // The same styles as kg/view/html.py gives drawn edges.
    var record = { id: e.id, from: e.from, to: e.to, title: edgeTitle(e) };
    if (e.negated || e.attributed) {
      record.color = data.edgeStyles[e.negated ? "negated" : "attributed"];
      record.dashes = e.negated ? [8, 5] : [2, 4];
    } else if (e.kind === "role" || e.kind === "reaction") record.color = data.edgeStyles.role;
    if (e.count > 1) record.width = Math.round(Math.min(5, Math.sqrt(e.count)) * 100) / 100;
    edges.add(record);
  }
  // Draw an indexed node with its links; the undrawn nodes at their ends come too, the most linked first.
  function drawFromIndex(id) {
    if (isDrawn(id) || !indexRow(id)) return isDrawn(id);
    drawIndexNode(id, anchorOf(id));
    var links = indexLinks(id).slice().sort(function (a, b) { return undrawnLinks[b][6] - undrawnLinks[a][6] || a - b; });
    var added = 0;
    links.forEach(function (i) {
      var other = otherEnd(undrawnLinks[i], id);
      if (!isDrawn(other) && added < MAX_NEIGHBOURS) { drawIndexNode(other, id); added += 1; }
      if (isDrawn(other)) drawIndexLink(i);
    });
    return true;
  }
  // Every undrawn entity the article mentions, and the links its sentences make between drawn nodes.
  function drawArticle(article) {
    var number = (U.articles || []).indexOf(article);
    if (number < 0) return;
    undrawnRows.forEach(function (row, i) {
      var id = firstUndrawn + i;
      if (!isDrawn(id) && row[4].indexOf(number) >= 0) drawIndexNode(id, anchorOf(id));
    });
    undrawnLinks.forEach(function (l, i) {
      if (l[7].indexOf(number) >= 0 && isDrawn(l[0]) && isDrawn(l[1])) drawIndexLink(i);
    });
  }

  // ---- predicate, article and event filters --------------------------------------------------------
  // Predicates by frequency (the common ones are what people look for), articles by id, events by rank.
  function fillSelect(select, counts, byCount, labels) {
    Object.keys(counts).sort(function (a, b) { return (byCount ? counts[b] - counts[a] : 0) || (a < b ? -1 : 1); })
      .forEach(function (key) {
        var option = el("option", (labels ? labels[key] : key) + " (" + counts[key] + ")");
        option.value = key;
        select.appendChild(option);
      });
  }
  var predicateCounts = {}, articleCounts = {};
  data.edges.forEach(function (e) {
    if (e.kind !== PHRASE) predicateCounts[e.predicate] = (predicateCounts[e.predicate] || 0) + 1;
  });
  data.evidence.forEach(function (ev) { if (ev.a) articleCounts[ev.a] = (articleCounts[ev.a] || 0) + 1; });
  data.nodes.forEach(function (n) { n.articles.forEach(function (a) { articleCounts[a] = articleCounts[a] || 0; }); });
  var predicateSelect = document.getElementById("filter-predicate");
  var articleSelect = document.getElementById("filter-article");
  var eventSelect = document.getElementById("filter-event");
  fillSelect(predicateSelect, predicateCounts, true);
  fillSelect(articleSelect, articleCounts, false);
  data.nodes.forEach(function (n) {
    if (n.kind !== "event") return;
    var option = el("option", n.label + (n.main ? " (main)" : ""));
    option.value = String(n.id);
    eventSelect.appendChild(option);
  });
  // What the index holds beyond the drawn part, in a group of its own: choosing one draws it first.
  function indexGroup(select, label, values, text) {
    if (!values.length) return;
    var group = el("optgroup");
    group.label = label + " (" + values.length.toLocaleString("en") + ")";
    values.forEach(function (value) {
      var option = el("option", text(value));
      option.value = String(value);
      group.appendChild(option);
    });
    select.appendChild(group);
  }
  var undrawnEvents = [];
  undrawnRows.forEach(function (row, i) { if (row[1] === "event") undrawnEvents.push(firstUndrawn + i); });
  indexGroup(eventSelect, "not drawn yet", undrawnEvents, function (id) { return indexRow(id)[0]; });
  indexGroup(articleSelect, "not drawn yet", (U.articles || []).filter(function (a) { return !(a in articleCounts); }).sort(),
    function (a) { return a; });
  eventSelect.addEventListener("change", function () { if (eventSelect.value) drawFromIndex(Number(eventSelect.value)); });
  articleSelect.addEventListener("change", function () { if (articleSelect.value) drawArticle(articleSelect.value); });
  var hideNegated = document.getElementById("hide-negated");
  var hideAttributed = document.getElementById("hide-attributed");
  var showUnlinked = document.getElementById("show-unlinked");
  [predicateSelect, articleSelect, eventSelect, hideNegated, hideAttributed, showUnlinked].forEach(function (c) {
    c.addEventListener("change", applyFilters);
  });

  // A kind with no box in the legend had no node when the page opened; entities of that kind drawn later
  // from the index of a capped page show until a box says otherwise. Phrases are never in the index.
  function shownKinds() {
    var on = {};
    data.kinds.forEach(function (k) { on[k.id] = k.id !== PHRASE; });
    document.querySelectorAll(".kind-filter").forEach(function (b) { on[b.value] = b.checked; });
    return on;
  }
  // An event and what hangs off it: its sub-events, and everything linked to either.
  function eventCircle(id) {
    var inside = {};
    inside[id] = true;
    data.edges.forEach(function (e) { if (e.predicate === "part of" && e.to === id) inside[e.from] = true; });
    var circle = {};
    Object.keys(inside).forEach(function (k) { circle[k] = true; });
    data.edges.forEach(function (e) {
      if (inside[e.from] || inside[e.to]) { circle[e.from] = true; circle[e.to] = true; }
    });
    return circle;
  }
  var revealed = {};  // nodes a search brought out although no filter shows them
  // An edge shows when both ends' types are on and it passes every filter. An entity shows when one of its
  // edges shows: a node with no link says nothing in a graph, so unlinked ones wait for the toggle or a
  // search. With an article filter, entities the article mentions show too.
  function applyFilters() {
    var kinds = shownKinds();
    var predicate = predicateSelect.value, article = articleSelect.value;
    var circle = eventSelect.value ? eventCircle(Number(eventSelect.value)) : null;
    var active = {};
    var edgeUpdates = data.edges.map(function (e) {
      var show = kinds[nodeById[e.from].kind] && kinds[nodeById[e.to].kind] &&
        (!predicate || e.predicate === predicate) && (!article || e.evArticles.indexOf(article) >= 0) &&
        (!circle || (circle[e.from] && circle[e.to])) &&
        !(hideNegated.checked && e.negated) && !(hideAttributed.checked && e.attributed);
      if (show && e.from !== e.to) { active[e.from] = true; active[e.to] = true; }
      return { id: e.id, hidden: !show };
    });
    var nodeUpdates = data.nodes.map(function (n) {
      var show = revealed[n.id] || (kinds[n.kind] && (!circle || circle[n.id]) && (active[n.id] || n.main && !predicate ||
        String(n.id) === eventSelect.value ||
        (showUnlinked.checked && !predicate && !article) || (!predicate && article && n.articles.indexOf(article) >= 0)));
      return { id: n.id, hidden: !show };
    });
    nodes.update(nodeUpdates);
    edges.update(edgeUpdates);
    showCounts();
  }
  function reveal(id) {
    if (!shownKinds()[nodeById[id].kind]) return false;
    revealed[id] = true;
    applyFilters();
    return true;
  }
  function visibleCount(set) { return set.get({ filter: function (x) { return !x.hidden; } }).length; }
  function showCounts() {
    var shown = visibleCount(nodes);
    var text = "showing " + shown + " of " + plural(data.nodes.length, "node") + ", " +
      visibleCount(edges) + " of " + plural(data.edges.length, "edge");
    document.getElementById("counts").textContent = text;
  }
  document.getElementById("unlinked-count").textContent = "(" + Object.keys(unlinkedIds).length + ")";
  if (capped) {
    var notice = document.getElementById("notice");
    var entityCount = data.nodes.filter(function (n) { return n.kind !== PHRASE; }).length + undrawnRows.length;
    notice.hidden = false;
    notice.textContent = "This graph has " + data.totalNodes.toLocaleString("en") + " nodes; this page shows the " +
      data.nodes.length.toLocaleString("en") + " most central ones first. Search, Event and Article above reach all " +
      entityCount.toLocaleString("en") + " entities and events: choosing one that is not drawn draws it with its " +
      "links. kg view GRAPH --max-nodes N draws more at once.";
  }
  // The first picture needs no filter pass: phrases and unlinked entities were hidden in the records, and
  // updating every record of a 5,000-node graph costs vis seconds.
  showCounts();
  markReady();

  // ---- evidence panel --------------------------------------------------------------------------
  var panel = document.getElementById("panel");
  function clearPanel() { while (panel.firstChild) panel.removeChild(panel.firstChild); }

  function isWordChar(c) { return c !== "" && /[\p{L}\p{N}]/u.test(c); }
  // The sentence with the triple's words marked: each phrase at its first free occurrence.
  function highlighted(ev) {
    var sentence = ev.s, lower = sentence.toLowerCase(), ranges = [];
    [[ev.su, ""], [ev.r, "rel"], [ev.o, ""]].forEach(function (part) {
      var phrase = (part[0] || "").trim();
      if (!phrase) return;
      var from = 0, at;
      while ((at = lower.indexOf(phrase.toLowerCase(), from)) >= 0) {
        var end = at + phrase.length;
        // whole words only: "be" must not light up inside "number"
        var whole = !isWordChar(sentence.charAt(at - 1)) && !isWordChar(sentence.charAt(end));
        var clash = ranges.some(function (r) { return at < r[1] && end > r[0]; });
        if (whole && !clash) { ranges.push([at, end, part[1]]); break; }
        from = at + 1;
      }
    });
    ranges.sort(function (a, b) { return a[0] - b[0]; });
    var p = el("div", null, "sentence"), pos = 0;
    ranges.forEach(function (r) {
      if (r[0] > pos) p.appendChild(document.createTextNode(sentence.slice(pos, r[0])));
      p.appendChild(el("mark", sentence.slice(r[0], r[1]), r[2]));
      pos = r[1];
    });
    p.appendChild(document.createTextNode(sentence.slice(pos)));
    return p;
  }
  // An inline link rather than a button: long phrase names then wrap like text inside list items.
  function nodeLink(id) {
    var a = el("a", nodeById[id].label, "linkish");
    a.setAttribute("role", "button");
    a.tabIndex = 0;
    a.addEventListener("click", function () { focusNode(id) || showNode(id); });
    a.addEventListener("keydown", function (event) { if (event.key === "Enter") focusNode(id) || showNode(id); });
    return a;
  }
  function evidenceItem(e, i, withTriple) {
    var ev = data.evidence[i];
    var li = el("li", null, "ev");
    if (withTriple) {
      var t = el("div", null, "triple");
      t.appendChild(nodeLink(e.from));
      t.appendChild(document.createTextNode(" " + (e.negated ? "not " : "") + e.predicate + " "));
      t.appendChild(nodeLink(e.to));
      li.appendChild(t);
    }
    li.appendChild(highlighted(ev));
    li.appendChild(sourceLine(ev));
    return li;
  }
  // Under each sentence: its article, whether it is negated or reported speech, and the day and place its
  // own clause states (kg:statedDate, kg:statedPlace), which a statement read out of its sentence needs.
  function sourceLine(ev) {
    var src = el("div", null, "src");
    src.appendChild(el("span", "article " + ev.a, "article"));
    if (ev.n) src.appendChild(el("span", "negated", "flag neg"));
    if (ev.spl) src.appendChild(el("span", "said by " + ev.spl, "flag att"));
    if (ev.sd) src.appendChild(el("span", "day " + ev.sd, "flag when"));
    if (ev.spc) src.appendChild(el("span", "place " + ev.spc, "flag where"));
    return src;
  }
  // A statement whose object is a phrase: the subject links to its node, the rest is the article's words.
  function phraseItem(n, i) {
    var ev = data.evidence[i];
    var li = el("li", null, "ev");
    var t = el("div", null, "triple");
    t.appendChild(nodeLink(n.id));
    t.appendChild(document.createTextNode(" " + ev.r + " " + ev.o));
    li.appendChild(t);
    li.appendChild(highlighted(ev));
    li.appendChild(sourceLine(ev));
    return li;
  }
  // A hub of a large graph has thousands of sentences: the first ones at once, the rest on request.
  var PANEL_ITEMS = 200;
  function listInParts(items) {
    var list = el("ol");
    function more(from) {
      items.slice(from, from + PANEL_ITEMS).forEach(function (make) { list.appendChild(make()); });
      if (items.length > from + PANEL_ITEMS) {
        var button = el("button", "show " + (items.length - from - PANEL_ITEMS) + " more", "more");
        button.type = "button";
        button.addEventListener("click", function () { button.remove(); more(from + PANEL_ITEMS); });
        list.appendChild(button);
      }
    }
    more(0);
    return list;
  }
  function showEdge(id) {
    var e = data.edges[id];
    clearPanel();
    var h = el("h2");
    h.appendChild(nodeLink(e.from));
    h.appendChild(document.createTextNode(" " + (e.negated ? "not " : "") + e.predicate + " "));
    h.appendChild(nodeLink(e.to));
    panel.appendChild(h);
    if (e.negated) panel.appendChild(el("span", "negated", "flag neg"));
    if (e.attributed) panel.appendChild(el("span", "reported speech", "flag att"));
    panel.appendChild(el("h3", plural(statementCount(e), "supporting sentence")));
    if (e.count) panel.appendChild(el("p", LEFT_OUT, "meta"));
    else if (!e.ev.length) panel.appendChild(el("p", "Stated directly in the graph; no sentence recorded.", "meta"));
    var list = el("ol");
    e.ev.forEach(function (i) { list.appendChild(evidenceItem(e, i, false)); });
    panel.appendChild(list);
  }
  function claimsTable(eventId) {
    var claims = data.claims.filter(function (c) { return c.event === eventId; });
    if (!claims.length) return null;
    var box = el("div");
    var byMeasure = {};
    claims.forEach(function (c) { (byMeasure[c.measure] = byMeasure[c.measure] || []).push(c); });
    Object.keys(byMeasure).sort().forEach(function (measure) {
      var rows = byMeasure[measure];
      var values = {};
      rows.forEach(function (c) { values[c.value] = true; });
      var disagree = Object.keys(values).length > 1;
      var h = el("h3", "Claims: " + measure);
      if (disagree) h.appendChild(el("span", "sources disagree", "flag warn"));
      box.appendChild(h);
      var table = el("table", null, "claims");
      rows.forEach(function (c) {
        var tr = el("tr", null, disagree ? "disagree" : "");
        tr.appendChild(el("td", (c.qualifier && c.qualifier !== "exact" ? c.qualifier + " " : "") + c.value +
          (c.unit ? " " + c.unit : "")));
        var td = el("td");
        td.appendChild(el("div", c.sentence, "sentence"));
        td.appendChild(el("div", "article " + c.article + (c.source ? ", citing " + c.source : ""), "src"));
        tr.appendChild(td);
        table.appendChild(tr);
      });
      box.appendChild(table);
    });
    return box;
  }
  function showNode(id) {
    var n = nodeById[id];
    clearPanel();
    panel.appendChild(el("h2", n.label));
    panel.appendChild(el("p", kindById[n.kind].label + (n.main ? " · main event" : "") +
      (n.mentions ? " · " + plural(n.mentions, "mention") : ""), "meta"));
    if (n.undrawn) panel.appendChild(el("p", LEFT_OUT, "meta"));
    if (n.aliases.length) panel.appendChild(el("p", "Also written: " + n.aliases.join(" · "), "meta"));
    if (n.articles.length) panel.appendChild(el("p", "Mentioned in: " + n.articles.join(", "), "meta"));
    if (n.iri) panel.appendChild(el("p", n.iri, "meta"));
    var info = n.info || {};
    ["type", "date", "time"].forEach(function (k) { if (info[k]) panel.appendChild(el("p", k + ": " + info[k], "meta")); });
    if (info.places) panel.appendChild(el("p", "where: " + info.places.join("; "), "meta"));
    var claims = claimsTable(id);
    if (claims) panel.appendChild(claims);
    // Phrase statements this node is the subject of are listed below from n.phrases, not twice.
    var own = (edgesOf[id] || []).filter(function (e) {
      return !((e.kind === PHRASE || e.kind === "about") && e.from === id);
    });
    var spoken = speakerOf[id] || [];
    var count = own.reduce(function (s, e) { return s + statementCount(e); }, 0);
    panel.appendChild(el("h3", plural(count, "statement") + " about " + n.label));
    var items = [];
    own.forEach(function (e) {
      if (!e.ev.length) {
        items.push(function () {
          var li = el("li", null, "ev");
          var t = el("div", null, "triple");
          t.appendChild(nodeLink(e.from));
          t.appendChild(document.createTextNode(" " + e.predicate + " "));
          t.appendChild(nodeLink(e.to));
          li.appendChild(t);
          return li;
        });
      }
      e.ev.forEach(function (i) { items.push(function () { return evidenceItem(e, i, true); }); });
    });
    panel.appendChild(listInParts(items));
    if (n.phrases && n.phrases.length) {
      panel.appendChild(el("h3", plural(n.phrases.length, "statement") + " with a phrase object"));
      var phrases = el("ol");
      n.phrases.forEach(function (i) { phrases.appendChild(phraseItem(n, i)); });
      panel.appendChild(phrases);
    }
    if (spoken.length) {
      panel.appendChild(el("h3", plural(spoken.length, "statement") + " reported from " + n.label));
      var said = el("ol");
      spoken.forEach(function (pair) { said.appendChild(evidenceItem(data.edges[pair[0]], pair[1], true)); });
      panel.appendChild(said);
    }
  }
  function focusNode(id) {
    if (nodes.get(id).hidden && !reveal(id)) return false;
    network.selectNodes([id]);
    // vis animates frame by frame, so on a large graph's slow frames a 400 ms glide takes seconds: jump there.
    network.focus(id, { scale: Math.max(network.getScale(), 1.0), animation: large ? false : { duration: 400 } });
    showNode(id);
    return true;
  }
  network.on("click", function (params) {
    if (params.nodes.length) showNode(params.nodes[0]);
    else if (params.edges.length) showEdge(params.edges[0]);
    // No redraw here: vis has already asked for one, which places the selection's labels first.
  });

  // ---- search ----------------------------------------------------------------------------------
  var names = [];
  data.nodes.forEach(function (n) {
    [n.label].concat(n.aliases).forEach(function (name, i) {
      names.push({ folded: fold(name), keys: n.keys[i] || [], id: n.id, name: name, kind: n.kind });
    });
  });
  // Names in the index get their keys on the first search: working out ten thousands of them would slow
  // the opening of every page for a search that may never come.
  undrawnRows.forEach(function (row, i) {
    [row[0]].concat(row[3]).forEach(function (name) {
      names.push({ folded: fold(name), keys: null, id: firstUndrawn + i, name: name, kind: row[1] });
    });
  });
  // Suggestions for the most important names only: thousands of <option>s cost more to build than they help.
  var datalist = document.getElementById("search-names");
  var listed = {}, suggested = 0;
  names.forEach(function (entry) {
    if (listed[entry.name] || entry.kind === PHRASE || suggested >= 500) return;
    listed[entry.name] = true;
    suggested += 1;
    var option = el("option");
    option.value = entry.name;
    datalist.appendChild(option);
  });
  // The exact name first, then a name with the same keys (another spelling of it), a name that starts with
  // the query, a name whose every query word matches one of its words (spelling variants, word starts),
  // then a name containing the query; ties go to entities before phrases, then to the more important node.
  function find(query) {
    var q = fold(query);
    if (!q) return null;
    var qKeys = nameKeys(query).filter(Boolean);
    var best = null;
    names.forEach(function (entry) {
      if (!entry.keys) entry.keys = nameKeys(entry.name);
      var sameKeys = qKeys.length && qKeys.join(" ") === entry.keys.join(" ");
      var variants = qKeys.length && qKeys.every(function (k) {
        return entry.keys.some(function (name) { return wordMatches(k, name); });
      });
      var rank = entry.folded === q ? 0 : sameKeys ? 1 : entry.folded.indexOf(q) === 0 ? 2 : variants ? 3 :
        entry.folded.indexOf(q) > 0 ? 4 : 5;
      if (rank === 5) return;
      var key = [rank, entry.kind === PHRASE ? 1 : 0, entry.id];
      if (!best || compare(key, best.key) < 0) best = { key: key, id: entry.id };
    });
    return best && best.id;
  }
  function compare(a, b) {
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
  }
  var status = document.getElementById("search-status");
  document.getElementById("search").addEventListener("submit", function (event) {
    event.preventDefault();
    var query = document.getElementById("search-input").value;
    var id = find(query);
    status.textContent = "";
    if (id === null || id === undefined) {
      status.textContent = "nothing named “" + query + "”";
      network.unselectAll();
      clearPanel();
      panel.appendChild(el("p", "No entity, event or phrase is named “" + query + "” or anything like it" +
        (capped ? " (phrases are searched among the " + firstUndrawn + " nodes drawn first only)." : "."), "hint"));
      network.redraw();
      return;
    }
    drawFromIndex(id);
    if (!focusNode(id)) { status.textContent = nodeById[id].label + " is hidden by a filter"; showNode(id); }
  });

  // ---- timeline --------------------------------------------------------------------------------
  var dated = data.nodes.filter(function (n) { return n.info && n.info.date; });
  if (dated.length) {
    var timelineButton = document.getElementById("timeline-button");
    timelineButton.hidden = false;
    timelineButton.addEventListener("click", function () {
      clearPanel();
      panel.appendChild(el("h2", "Timeline"));
      var list = el("ol");
      dated.slice().sort(function (a, b) {
        return compare([a.info.date, a.info.time || "", a.label], [b.info.date, b.info.time || "", b.label]);
      }).forEach(function (n) {
        var li = el("li");
        li.appendChild(el("span", n.info.date + (n.info.time ? " " + n.info.time : "") + " "));
        li.appendChild(nodeLink(n.id));
        list.appendChild(li);
      });
      panel.appendChild(list);
    });
  }

  // For tests and the curious: the data sets and network behind the page.
  window.kgView = {
    nodes: nodes, edges: edges, network: network, data: data,
    isReady: function () { return ready; },
    find: find, focusNode: focusNode, applyFilters: applyFilters, nameKeys: nameKeys,
    labels: function () { return placedLabels.map(function (b) { return Object.assign({}, b); }); },
    counts: function () {
      return { nodes: nodes.length, edges: edges.length, visibleNodes: visibleCount(nodes),
        visibleEdges: visibleCount(edges), bodyNodes: network.body.nodeIndices.length,
        bodyEdges: network.body.edgeIndices.length };
    }
  };
})();
