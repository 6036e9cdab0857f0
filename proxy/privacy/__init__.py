"""Everything the egress gate is made of: privacy config, gate, vault, restore, audit, retention."""
