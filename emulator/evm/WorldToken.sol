// SPDX-License-Identifier: MIT
// An EVM-native ERC-20 of the seeded worlds (e.g. Sandbox Gold): the deployer mints the world's
// balances. The deployer can make name() and symbol() revert, as some real tokens' do; switched on
// after the bridge has onboarded the token, which reads them once, it leaves a bridged token whose
// metadata calls fail.
pragma solidity 0.8.30;

contract WorldToken {
    string private tokenName;
    string private tokenSymbol;
    uint8 public immutable decimals;
    address public immutable minter;
    bool public namesRevert;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        tokenName = name_;
        tokenSymbol = symbol_;
        decimals = decimals_;
        minter = msg.sender;
    }

    modifier onlyMinter() {
        require(msg.sender == minter, "WorldToken: only the deployer");
        _;
    }

    function name() external view returns (string memory) {
        require(!namesRevert, "WorldToken: no name");
        return tokenName;
    }

    function symbol() external view returns (string memory) {
        require(!namesRevert, "WorldToken: no symbol");
        return tokenSymbol;
    }

    function setNamesRevert(bool value) external onlyMinter {
        namesRevert = value;
    }

    function mint(address to, uint256 value) external onlyMinter {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        return transferFrom(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) public returns (bool) {
        require(balanceOf[from] >= value, "WorldToken: balance too low");
        if (from != msg.sender) {
            require(allowance[from][msg.sender] >= value, "WorldToken: allowance too low");
            allowance[from][msg.sender] -= value;
        }
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        return true;
    }
}
