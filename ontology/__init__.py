# Marks ontology/ as the data package `kg_ontology` (see pyproject.toml) so its files ship in the wheel.
