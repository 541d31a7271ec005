// Interactive view of a kg graph. Data arrives as JSON in #kg-data; every piece of article text is
// put on the page with textContent or as a plain-text vis title, never parsed as HTML.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("kg-data").textContent);
  // Positions come precomputed; vis physics only polishes small graphs, then freezes until the button.
  var large = !data.physics;
  var kindById = {};
  data.kinds.forEach(function (k) { kindById[k.id] = k; });
  var nodeById = {};
  data.nodes.forEach(function (n) { nodeById[n.id] = n; });

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

  // Articles behind each edge, and statements each node spoke, for filters and panels.
  var speakerOf = {};
  data.edges.forEach(function (e) {
    var seen = {};
    e.ev.forEach(function (i) {
      var ev = data.evidence[i];
      seen[ev.a] = true;
      if (ev.sp !== null && ev.sp !== undefined) (speakerOf[ev.sp] = speakerOf[ev.sp] || []).push([e.id, i]);
    });
    e.evArticles = Object.keys(seen).sort();
  });
  var edgesOf = {};
  data.edges.forEach(function (e) {
    (edgesOf[e.from] = edgesOf[e.from] || []).push(e);
    if (e.to !== e.from) (edgesOf[e.to] = edgesOf[e.to] || []).push(e);
  });

  function nodeTitle(n) {
    var lines = [n.label + " (" + kindById[n.kind].label + ")"];
    if (n.mentions) lines.push(plural(n.mentions, "mention"));
    if (n.aliases.length) lines.push("also: " + n.aliases.slice(0, 6).join(", ") + (n.aliases.length > 6 ? ", …" : ""));
    return lines.join("\n");
  }
  function edgeTitle(e) {
    var lines = [nodeById[e.from].label + " — " + (e.negated ? "not " : "") + e.predicate + " → " + nodeById[e.to].label];
    e.ev.slice(0, 3).forEach(function (i) {
      var ev = data.evidence[i];
      lines.push("[" + ev.a + "] " + ev.s);
    });
    if (e.ev.length > 3) lines.push("… " + (e.ev.length - 3) + " more: click the edge");
    if (!e.ev.length) lines.push("(stated in the graph, no sentence)");
    return lines.join("\n");
  }
  data.visNodes.forEach(function (v) { v.title = nodeTitle(nodeById[v.id]); });
  data.visEdges.forEach(function (v) { v.title = edgeTitle(data.edges[v.id]); });

  // Large graphs get edge labels only where a reader zooms in: measuring 10,000 labels up front costs about a
  // second, and at overview zoom vis would not draw them anyway.
  var pendingLabel = {};
  if (large) data.visEdges.forEach(function (v) { pendingLabel[v.id] = v.label; delete v.label; });

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
    nodes: {
      // Phrases carry the smallest value (see kg/view.py), so their labels vanish first when zooming out.
      scaling: { min: 5, max: 36, customScalingFunction: sqrtScale,
        label: { enabled: true, min: 9, max: 24, drawThreshold: 7 } },
      font: { size: 14, color: "#1d2329", strokeWidth: 3, strokeColor: "#ffffff" },
      borderWidth: 1
    },
    edges: {
      color: { color: data.edgeStyles.plain, highlight: "#1d2329", hover: "#1d2329" },
      smooth: false,
      width: 1,
      arrows: { to: { enabled: true, scaleFactor: 0.5 } },
      font: { size: 11, color: "#3c4650", strokeWidth: 3, strokeColor: "#ffffff", align: "middle" },
      selectionWidth: 2,
      hoverWidth: 0.5
    },
    interaction: { hover: !large, tooltipDelay: 150, hideEdgesOnDrag: large, hideEdgesOnZoom: large },
    layout: { improvedLayout: false },
    physics: {
      enabled: data.physics,
      solver: "barnesHut",
      barnesHut: { gravitationalConstant: -2500, springLength: 50, springConstant: 0.04, avoidOverlap: 0.1 },
      stabilization: { enabled: data.physics, iterations: 150, updateInterval: 10, fit: true },
      minVelocity: 0.75
    }
  };
  var container = document.getElementById("graph");
  var network = new vis.Network(container, { nodes: nodes, edges: edges }, options);
  var physicsOn = data.physics;
  var physicsButton = document.getElementById("physics");
  function setPhysics(on) {
    physicsOn = on;
    network.setOptions({ physics: { enabled: on } });
    physicsButton.textContent = on ? "Stop physics" : "Start physics";
  }
  physicsButton.textContent = physicsOn ? "Stop physics" : "Start physics";
  physicsButton.addEventListener("click", function () { setPhysics(!physicsOn); });
  document.getElementById("fit").addEventListener("click", function () { network.fit(); });

  function labelEdgesInView() {
    if (!large || network.getScale() < 0.5) return;
    var box = container.getBoundingClientRect();
    var low = network.DOMtoCanvas({ x: 0, y: 0 }), high = network.DOMtoCanvas({ x: box.width, y: box.height });
    var at = network.getPositions();
    var seen = function (p) { return p.x >= low.x && p.x <= high.x && p.y >= low.y && p.y <= high.y; };
    var updates = [];
    data.edges.forEach(function (e) {
      if (e.id in pendingLabel && (seen(at[e.from]) || seen(at[e.to]))) {
        updates.push({ id: e.id, label: pendingLabel[e.id] });
        delete pendingLabel[e.id];
      }
    });
    if (updates.length) edges.update(updates);
  }
  // After any redraw (zoom, drag, focus animation) settles for a moment, not on every frame.
  var labelTimer = null;
  if (large) network.on("afterDrawing", function () {
    clearTimeout(labelTimer);
    labelTimer = setTimeout(labelEdgesInView, 150);
  });

  var loading = document.getElementById("loading");
  network.on("stabilizationProgress", function (p) {
    loading.textContent = "Laying out " + plural(data.nodes.length, "node") + "… " +
      Math.round(100 * p.iterations / p.total) + "%";
  });
  var ready = false;
  function markReady() {
    if (ready) return;
    ready = true;
    // Freeze once laid out, so nothing drifts under the reader's pointer; the button restarts physics.
    if (physicsOn) setPhysics(false);
    loading.hidden = true;
    document.body.setAttribute("data-ready", "1");
  }
  if (data.physics && data.nodes.length) network.once("stabilizationIterationsDone", markReady);
  else {
    network.once("afterDrawing", markReady);
    network.fit();
  }

  // ---- legend and type filter ------------------------------------------------------------------
  var kindCounts = {};
  data.nodes.forEach(function (n) { kindCounts[n.kind] = (kindCounts[n.kind] || 0) + 1; });
  var legendKinds = document.getElementById("legend-kinds");
  data.kinds.forEach(function (k) {
    if (!kindCounts[k.id]) return;
    var label = el("label");
    var box = el("input");
    box.type = "checkbox";
    box.checked = true;
    box.value = k.id;
    box.className = "kind-filter";
    box.id = "kind-" + k.id;
    box.addEventListener("change", applyFilters);
    var swatch = el("span", null, "swatch");
    swatch.style.background = k.color;
    swatch.style.borderRadius = k.shape === "dot" ? "50%" : "0";
    label.appendChild(box);
    label.appendChild(swatch);
    label.appendChild(el("span", k.label + " (" + kindCounts[k.id] + ")"));
    legendKinds.appendChild(label);
  });
  var legendEdges = document.getElementById("legend-edges");
  [["plain", "statement", "solid"], ["negated", "negated", "dashed"], ["attributed", "reported speech", "dotted"]]
    .forEach(function (s) {
      var row = el("div");
      var line = el("span", null, "edge-swatch");
      line.style.borderTopColor = data.edgeStyles[s[0]];
      line.style.borderTopStyle = s[2];
      row.appendChild(line);
      row.appendChild(el("span", s[1]));
      legendEdges.appendChild(row);
    });

  // ---- predicate and article filters -----------------------------------------------------------
  // Predicates by frequency (the common ones are what people look for), articles by id.
  function fillSelect(select, counts, byCount) {
    Object.keys(counts).sort(function (a, b) { return (byCount ? counts[b] - counts[a] : 0) || (a < b ? -1 : 1); })
      .forEach(function (key) {
        var option = el("option", key + " (" + counts[key] + ")");
        option.value = key;
        select.appendChild(option);
      });
  }
  var predicateCounts = {}, articleCounts = {};
  data.edges.forEach(function (e) { predicateCounts[e.predicate] = (predicateCounts[e.predicate] || 0) + 1; });
  data.evidence.forEach(function (ev) { if (ev.a) articleCounts[ev.a] = (articleCounts[ev.a] || 0) + 1; });
  data.nodes.forEach(function (n) { n.articles.forEach(function (a) { articleCounts[a] = articleCounts[a] || 0; }); });
  var predicateSelect = document.getElementById("filter-predicate");
  var articleSelect = document.getElementById("filter-article");
  fillSelect(predicateSelect, predicateCounts, true);
  fillSelect(articleSelect, articleCounts, false);
  var hideNegated = document.getElementById("hide-negated");
  var hideAttributed = document.getElementById("hide-attributed");
  [predicateSelect, articleSelect, hideNegated, hideAttributed].forEach(function (c) {
    c.addEventListener("change", applyFilters);
  });

  function shownKinds() {
    var on = {};
    document.querySelectorAll(".kind-filter").forEach(function (b) { if (b.checked) on[b.value] = true; });
    return on;
  }
  // An edge shows when both ends' types are on and it passes every filter; with a predicate or article
  // filter, nodes left without a visible edge hide too (unless the article mentions them).
  function applyFilters() {
    var kinds = shownKinds();
    var predicate = predicateSelect.value, article = articleSelect.value;
    var active = {};
    var edgeUpdates = data.edges.map(function (e) {
      var show = kinds[nodeById[e.from].kind] && kinds[nodeById[e.to].kind] &&
        (!predicate || e.predicate === predicate) && (!article || e.evArticles.indexOf(article) >= 0) &&
        !(hideNegated.checked && e.negated) && !(hideAttributed.checked && e.attributed);
      if (show) { active[e.from] = true; active[e.to] = true; }
      return { id: e.id, hidden: !show };
    });
    var narrowed = predicate || article;
    var nodeUpdates = data.nodes.map(function (n) {
      var show = kinds[n.kind] && (!narrowed || active[n.id] ||
        (!predicate && n.articles.indexOf(article) >= 0));
      return { id: n.id, hidden: !show };
    });
    nodes.update(nodeUpdates);
    edges.update(edgeUpdates);
    showCounts();
  }
  function visibleCount(set) { return set.get({ filter: function (x) { return !x.hidden; } }).length; }
  function showCounts() {
    var text = "showing " + visibleCount(nodes) + " of " + plural(data.nodes.length, "node") + ", " +
      visibleCount(edges) + " of " + plural(data.edges.length, "edge");
    if (data.totalNodes > data.nodes.length) text += " (graph has " + data.totalNodes + " nodes; most connected kept)";
    document.getElementById("counts").textContent = text;
  }
  showCounts();

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
    var src = el("div", null, "src");
    src.appendChild(el("span", "article " + ev.a, "article"));
    if (ev.n) src.appendChild(el("span", "negated", "flag neg"));
    if (ev.spl) src.appendChild(el("span", "said by " + ev.spl, "flag att"));
    li.appendChild(src);
    return li;
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
    panel.appendChild(el("h3", plural(e.ev.length, "supporting sentence")));
    if (!e.ev.length) panel.appendChild(el("p", "Stated directly in the graph; no sentence recorded.", "meta"));
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
    if (n.aliases.length) panel.appendChild(el("p", "Also written: " + n.aliases.join(" · "), "meta"));
    if (n.articles.length) panel.appendChild(el("p", "Mentioned in: " + n.articles.join(", "), "meta"));
    if (n.iri) panel.appendChild(el("p", n.iri, "meta"));
    var info = n.info || {};
    ["type", "date", "time"].forEach(function (k) { if (info[k]) panel.appendChild(el("p", k + ": " + info[k], "meta")); });
    if (info.places) panel.appendChild(el("p", "where: " + info.places.join("; "), "meta"));
    var claims = claimsTable(id);
    if (claims) panel.appendChild(claims);
    var own = edgesOf[id] || [], spoken = speakerOf[id] || [];
    var count = own.reduce(function (s, e) { return s + e.ev.length; }, 0);
    panel.appendChild(el("h3", plural(count, "statement") + " about " + n.label));
    var list = el("ol");
    own.forEach(function (e) {
      if (!e.ev.length) {
        var li = el("li", null, "ev");
        var t = el("div", null, "triple");
        t.appendChild(nodeLink(e.from));
        t.appendChild(document.createTextNode(" " + e.predicate + " "));
        t.appendChild(nodeLink(e.to));
        li.appendChild(t);
        list.appendChild(li);
      }
      e.ev.forEach(function (i) { list.appendChild(evidenceItem(e, i, true)); });
    });
    panel.appendChild(list);
    if (spoken.length) {
      panel.appendChild(el("h3", plural(spoken.length, "statement") + " reported from " + n.label));
      var said = el("ol");
      spoken.forEach(function (pair) { said.appendChild(evidenceItem(data.edges[pair[0]], pair[1], true)); });
      panel.appendChild(said);
    }
  }
  function focusNode(id) {
    if (nodes.get(id).hidden) return false;
    network.selectNodes([id]);
    // vis animates frame by frame, so on a large graph's slow frames a 400 ms glide takes seconds: jump there.
    network.focus(id, { scale: Math.max(network.getScale(), 1.0), animation: large ? false : { duration: 400 } });
    showNode(id);
    return true;
  }
  network.on("click", function (params) {
    if (params.nodes.length) showNode(params.nodes[0]);
    else if (params.edges.length) showEdge(params.edges[0]);
  });

  // ---- search ----------------------------------------------------------------------------------
  var names = [];
  data.nodes.forEach(function (n) {
    [n.label].concat(n.aliases).forEach(function (name) { names.push([fold(name), n.id, name]); });
  });
  var datalist = document.getElementById("search-names");
  var listed = {};
  names.forEach(function (entry) {
    if (listed[entry[2]] || nodeById[entry[1]].kind === "concept") return;
    listed[entry[2]] = true;
    var option = el("option");
    option.value = entry[2];
    datalist.appendChild(option);
  });
  // Exact name first, then names that start with the query, then names containing it; ties go to the
  // node with more mentions.
  function find(query) {
    var q = fold(query);
    if (!q) return null;
    var best = null;
    names.forEach(function (entry) {
      var rank = entry[0] === q ? 0 : entry[0].indexOf(q) === 0 ? 1 : entry[0].indexOf(q) > 0 ? 2 : 3;
      if (rank === 3) return;
      var n = nodeById[entry[1]];
      var key = [rank, n.kind === "concept" ? 1 : 0, -n.mentions, n.id];
      if (!best || compare(key, best.key) < 0) best = { key: key, id: n.id };
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
    if (id === null || id === undefined) { status.textContent = "no entity named “" + query + "”"; return; }
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
    find: find, focusNode: focusNode, applyFilters: applyFilters,
    counts: function () {
      return { nodes: nodes.length, edges: edges.length, visibleNodes: visibleCount(nodes),
        visibleEdges: visibleCount(edges), bodyNodes: network.body.nodeIndices.length,
        bodyEdges: network.body.edgeIndices.length };
    }
  };
})();
