import CCmarkGFM
