// SPDX-License-Identifier: MIT
// Wrapped FLOW for the local emulator's EVM, WETH9's interface: deposit() wraps the FLOW sent,
// withdraw() unwraps. Testnet and mainnet have their own WFLOW (flow-contracts.md §3).
pragma solidity 0.8.30;

contract WrappedFlow {
    string public constant name = "Wrapped Flow";
    string public constant symbol = "WFLOW";
    uint8 public constant decimals = 18;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Deposit(address indexed to, uint256 value);
    event Withdrawal(address indexed from, uint256 value);

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 value) external {
        require(balanceOf[msg.sender] >= value, "WFLOW: balance too low");
        balanceOf[msg.sender] -= value;
        (bool sent, ) = payable(msg.sender).call{value: value}("");
        require(sent, "WFLOW: FLOW transfer failed");
        emit Withdrawal(msg.sender, value);
    }

    function totalSupply() external view returns (uint256) {
        return address(this).balance;
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
        require(balanceOf[from] >= value, "WFLOW: balance too low");
        if (from != msg.sender && allowance[from][msg.sender] != type(uint256).max) {
            require(allowance[from][msg.sender] >= value, "WFLOW: allowance too low");
            allowance[from][msg.sender] -= value;
        }
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        return true;
    }
}
